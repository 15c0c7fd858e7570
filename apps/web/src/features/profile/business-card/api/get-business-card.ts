// GET /api/talentapi/businessCard: the card with its privacy, availability and links. The photo
// modal invalidates the same key after an upload, so the card shows the new photo.
import { businessCardSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';

export const businessCardQueryKey = ['profile', 'business-card'] as const;

export const getBusinessCard = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/businessCard', businessCardSchema, { signal });

export const businessCardQueryOptions = () =>
  queryOptions({
    queryKey: businessCardQueryKey,
    queryFn: ({ signal }) => getBusinessCard(signal),
  });

export const useBusinessCard = () => useQuery(businessCardQueryOptions());
