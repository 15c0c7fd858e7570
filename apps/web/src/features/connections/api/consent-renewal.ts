// The consent reminder mail's link (no session: its signed token says which connection).
// GET /api/connections/consent-renewal?token= says what it renews; POST renews it, and only the
// page's button posts, so a mail scanner that follows the link renews nothing.
import { consentRenewalSchema } from '@talent/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { connectionsKeys } from './query-keys';

const PATH = '/api/connections/consent-renewal';

export const consentRenewalQueryOptions = (token: string) =>
  queryOptions({
    queryKey: connectionsKeys.renewal(token),
    queryFn: ({ signal }) =>
      httpJson(`${PATH}?token=${encodeURIComponent(token)}`, consentRenewalSchema, { signal }),
    enabled: token !== '',
    retry: false,
  });

export const useConsentRenewal = (token: string) => useQuery(consentRenewalQueryOptions(token));

export const useRenewConsentByLink = () =>
  useMutation({
    mutationFn: (token: string) => httpJson(PATH, consentRenewalSchema, { body: { token } }),
  });
