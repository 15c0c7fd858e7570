// GET /api/talentapi/job-matching/skills: the skills model (confirmed and suggested skills).
import { skillsModelSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { jobMatchingKeys } from './query-keys';

export const getSkills = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/job-matching/skills', skillsModelSchema, { signal });

export const skillsQueryOptions = () =>
  queryOptions({
    queryKey: jobMatchingKeys.skills(),
    queryFn: ({ signal }) => getSkills(signal),
    staleTime: 5 * 60_000,
  });

export const useSkills = () => useQuery(skillsQueryOptions());
