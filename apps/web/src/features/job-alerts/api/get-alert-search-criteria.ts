// GET /api/talentapi/job-listing/alert-search-criteria: the search the alert results and the
// home listing run (`criteria: null` when no preferences are saved) and the communities its
// results may come from.
import { alertSearchCriteriaSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { jobAlertsKeys } from './query-keys';

export const getAlertSearchCriteria = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/job-listing/alert-search-criteria', alertSearchCriteriaSchema, {
    signal,
  });

export const alertSearchCriteriaQueryOptions = () =>
  queryOptions({
    queryKey: jobAlertsKeys.searchCriteria(),
    queryFn: ({ signal }) => getAlertSearchCriteria(signal),
  });

export const useAlertSearchCriteria = () => useQuery(alertSearchCriteriaQueryOptions());
