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
    // home's route loader reads it afresh each time home opens (loadHomePage).
    staleTime: 0,
  });

/**
 * The status the route's loader has just read: the page does not ask again when it mounts (it
 * did, a second request on every visit). Writes made on home still re-read it
 * (useRefreshDashboardAfterWrites), and its retry asks again.
 */
export const useDashboardStatus = () =>
  useQuery({ ...dashboardStatusQueryOptions(), refetchOnMount: false });
