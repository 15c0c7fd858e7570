// PUT /api/talentapi/job-matching/skills { confirmedSkills, suggestedSkills }: the skills model.
// A suggestion left off both lists is dismissed for good. The suggestions and scores follow.
import { type SkillsModel, skillsModelSchema } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { jobMatchingKeys } from './query-keys';
import { forgetMatches } from './update-preferences';

export const updateSkills = (body: SkillsModel) =>
  httpJson('/api/talentapi/job-matching/skills', skillsModelSchema, { method: 'PUT', body });

export function useUpdateSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSkills,
    onSuccess: (skills) => {
      queryClient.setQueryData(jobMatchingKeys.skills(), skills);
      queryClient.setQueryData(jobMatchingKeys.pageData(), (data) =>
        data ? { ...data, ...skills } : data,
      );
      forgetMatches(queryClient);
    },
  });
}
