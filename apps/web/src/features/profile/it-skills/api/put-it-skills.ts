// PUT /api/workerapi/webresume/itskills with the nine lists; the web resume (which the section
// displays) is reloaded before the caller closes the form.
import { type ItSkills, itSkillsSchema } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';
import { webResumeQueryKey } from '../../shared-api/get-webresume';

export const putItSkills = (skills: ItSkills) =>
  httpJson('/api/workerapi/webresume/itskills', itSkillsSchema, { method: 'PUT', body: skills });

export function usePutItSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putItSkills,
    onSuccess: async () => {
      await queryClient.refetchQueries({ queryKey: webResumeQueryKey });
    },
  });
}
