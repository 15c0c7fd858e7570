// GET /api/talentapi/dashboard-status: the home stats and the profile completion with its
// sections (spec 3 section 3).
import { dashboardStatusSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { homeKeys } from './query-keys';

export const getDashboardStatus = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/dashboard-status', dashboardStatusSchema, { signal });

export const dashboardStatusQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.dashboardStatus(),
    queryFn: ({ signal }) => getDashboardStatus(signal),
    // Edits made elsewhere (the profile, a business card saved here) change the completion:
    // read it afresh each time home opens.
    staleTime: 0,
  });

export const useDashboardStatus = () => useQuery(dashboardStatusQueryOptions());
