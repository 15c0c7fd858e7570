// GET /api/talentapi/privacy/has-set-password: whether closing the account asks for the password
// (closes at once) or for the typed DELETE (closes from a mailed link).
import { hasSetPasswordSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { privacyKeys } from './query-keys';

export const getHasSetPassword = async (signal?: AbortSignal) =>
  (await httpJson('/api/talentapi/privacy/has-set-password', hasSetPasswordSchema, { signal }))
    .hasSetPassword;

export const hasSetPasswordQueryOptions = () =>
  queryOptions({
    queryKey: privacyKeys.hasSetPassword(),
    queryFn: ({ signal }) => getHasSetPassword(signal),
    // Read afresh each time the delete dialog opens: a password may have been set meanwhile.
    staleTime: 0,
  });

export const useHasSetPassword = () => useQuery(hasSetPasswordQueryOptions());
