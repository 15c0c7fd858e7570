// POST /api/talentapi/language and PUT /api/talentapi/language/{id}; the list is reloaded before
// the caller closes the form.
import { type LanguageBody, languageEntrySchema } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';
import { webResumeQueryKey } from '../../shared-api/get-webresume';
import { languagesQueryKey } from './get-languages';

export const saveLanguage = ({ id, body }: { id: string | null; body: LanguageBody }) =>
  id
    ? httpJson(`/api/talentapi/language/${id}`, languageEntrySchema, { method: 'PUT', body })
    : httpJson('/api/talentapi/language', languageEntrySchema, { method: 'POST', body });

export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: webResumeQueryKey });
      await queryClient.refetchQueries({ queryKey: languagesQueryKey });
    },
  });
}
