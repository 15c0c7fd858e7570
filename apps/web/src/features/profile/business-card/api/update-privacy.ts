// PUT /api/talentapi/privacy with profileStatus (1 public, network-wide; 2 private).
import { privacySchema, type UpdatePrivacyBody } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';
import { businessCardQueryKey } from './get-business-card';

export const updatePrivacy = (body: UpdatePrivacyBody) =>
  httpJson('/api/talentapi/privacy', privacySchema, { method: 'PUT', body });

export const useUpdatePrivacy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessCardQueryKey }),
  });
};
