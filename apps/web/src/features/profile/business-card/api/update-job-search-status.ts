// PUT /api/talentapi/job-search-status with the availability status chosen.
import { jobSearchStatusResponseSchema, type UpdateJobSearchStatusBody } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';
import { businessCardQueryKey } from './get-business-card';

export const updateJobSearchStatus = (body: UpdateJobSearchStatusBody) =>
  httpJson('/api/talentapi/job-search-status', jobSearchStatusResponseSchema, {
    method: 'PUT',
    body,
  });

export const useUpdateJobSearchStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobSearchStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessCardQueryKey }),
  });
};
