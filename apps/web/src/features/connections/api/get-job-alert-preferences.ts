// GET /api/talentapi/connections/{id}/job-alert-preferences: one community's internal job alerts.
import { connectionJobAlertPreferencesResponseSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { connectionsKeys } from './query-keys';

export const jobAlertPreferencesPath = (connectionId: string) =>
  `/api/talentapi/connections/${encodeURIComponent(connectionId)}/job-alert-preferences`;

export const getJobAlertPreferences = (connectionId: string, signal?: AbortSignal) =>
  httpJson(jobAlertPreferencesPath(connectionId), connectionJobAlertPreferencesResponseSchema, {
    signal,
  });

export const jobAlertPreferencesQueryOptions = (connectionId: string) =>
  queryOptions({
    queryKey: connectionsKeys.jobAlertPreferences(connectionId),
    queryFn: ({ signal }) => getJobAlertPreferences(connectionId, signal),
    // Read afresh each time the modal opens: the form starts from what is saved.
    staleTime: 0,
  });

export const useJobAlertPreferences = (connectionId: string) =>
  useQuery(jobAlertPreferencesQueryOptions(connectionId));
