// GET /api/form-options/dropdown/education-levels: the Level options of the Education form.
import { educationLevelsSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';

export const educationLevelsQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'lookups', 'education-levels'],
    queryFn: ({ signal }) =>
      httpJson('/api/form-options/dropdown/education-levels', educationLevelsSchema, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useEducationLevels = (enabled = true) =>
  useQuery({ ...educationLevelsQueryOptions(), enabled });
