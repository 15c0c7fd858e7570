// PUT /api/workerapi/webresume/roles/primary { id }: exactly one primary role. Answers the
// roles, which replace the cached list; the web resume reloads too.
import { rolesResponseSchema } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';
import { showErrorToast } from '../../../../shared/lib/show-error-toast';
import { webResumeQueryKey } from '../../shared-api/get-webresume';
import { rolesQueryKey } from './get-roles';

export const makePrimaryRole = (id: string) =>
  httpJson('/api/workerapi/webresume/roles/primary', rolesResponseSchema, {
    method: 'PUT',
    body: { id },
  });

export function useMakePrimaryRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makePrimaryRole,
    onSuccess: async (roles) => {
      queryClient.setQueryData(rolesQueryKey, roles);
      await queryClient.invalidateQueries({ queryKey: webResumeQueryKey });
    },
    onError: showErrorToast,
  });
}
