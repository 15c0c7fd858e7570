// DELETE /api/talentapi/cv-file/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../shared/lib/http';
import { cvFileQueryKey } from './get-cv-file';

export const deleteCvFile = async (id: string) => {
  await http(`/api/talentapi/cv-file/${encodeURIComponent(id)}`, { method: 'DELETE' });
};

export function useDeleteCvFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCvFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cvFileQueryKey }),
  });
}
