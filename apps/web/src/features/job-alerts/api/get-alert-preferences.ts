// GET /api/talentapi/job-listing/alert-preferences: the talent's job alert preferences
// (`specified: false` when never saved: the form shows its defaults).
import { alertPreferencesSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { jobAlertsKeys } from './query-keys';

export const getAlertPreferences = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/job-listing/alert-preferences', alertPreferencesSchema, { signal });

export const alertPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: jobAlertsKeys.preferences(),
    queryFn: ({ signal }) => getAlertPreferences(signal),
    // Read afresh on each visit: the form starts from what is saved.
    staleTime: 0,
  });

export const useAlertPreferences = () => useQuery(alertPreferencesQueryOptions());
