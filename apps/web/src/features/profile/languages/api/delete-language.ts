// DELETE /api/talentapi/language/{id}; the list is reloaded before the caller closes the form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../shared/lib/http';
import { webResumeQueryKey } from '../../shared-api/get-webresume';
import { languagesQueryKey } from './get-languages';

export const deleteLanguage = async (id: string) => {
  await http(`/api/talentapi/language/${id}`, { method: 'DELETE' });
};

export function useDeleteLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLanguage,
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: webResumeQueryKey });
      await queryClient.refetchQueries({ queryKey: languagesQueryKey });
    },
  });
}
