// DELETE /api/workerapi/webresume/qualification/{id} (its document goes too); the list is
// reloaded before the caller closes the form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../shared/lib/http';
import { webResumeQueryKey } from '../../shared-api/get-webresume';
import { type QualificationList, qualificationListKey } from './get-qualifications';

export const deleteQualification = async (id: string) => {
  await http(`/api/workerapi/webresume/qualification/${id}`, { method: 'DELETE' });
};

export function useDeleteQualification(list: QualificationList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQualification,
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: webResumeQueryKey });
      await queryClient.refetchQueries({ queryKey: qualificationListKey(list) });
    },
  });
}
