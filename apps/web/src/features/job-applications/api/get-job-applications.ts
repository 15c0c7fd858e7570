// GET /api/talentapi/job-applications: the signed-in talent's applications, newest change first.
import { jobApplicationsResponseSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';

export const jobApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: ['job-applications', 'all'],
    queryFn: async ({ signal }) =>
      (await httpJson('/api/talentapi/job-applications', jobApplicationsResponseSchema, { signal }))
        .applications,
  });

export const useJobApplications = () => useQuery(jobApplicationsQueryOptions());
