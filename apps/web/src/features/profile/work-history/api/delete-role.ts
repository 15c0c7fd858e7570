// DELETE /api/workerapi/webresume/role/{id}; the roles reload after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../shared/lib/http';
import { showErrorToast } from '../../../../shared/lib/show-error-toast';
import { webResumeQueryKey } from '../../shared-api/get-webresume';

export const deleteRole = async (id: string) => {
  await http(`/api/workerapi/webresume/role/${encodeURIComponent(id)}`, { method: 'DELETE' });
};

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webResumeQueryKey }),
    onError: showErrorToast,
  });
}
