// GET /api/jobsapi/careers/customisation/branding/{id}: cached per id for the page's life
// (spec 2 section 7.1), whoever is looking.
import { careersBrandingSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CareersClient, CareersIdentity } from './careers-client';
import { useCareersClient, useCareersViewer } from './use-careers-client';

export const careersBrandingQueryOptions = (
  client: CareersClient,
  identity: CareersIdentity,
  segmentCode: string | null,
) =>
  queryOptions({
    queryKey: ['careers', 'branding', segmentCode],
    queryFn: ({ signal }) =>
      client.call(
        segmentCode ?? '',
        identity,
        `${client.config.jobsApiBaseUrl}/customisation/branding/${encodeURIComponent(segmentCode ?? '')}`,
        careersBrandingSchema,
        { signal },
      ),
    enabled: Boolean(segmentCode),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useCareersBranding(segmentCode: string | null) {
  const client = useCareersClient();
  const { identity } = useCareersViewer();
  return useQuery(careersBrandingQueryOptions(client, identity, segmentCode));
}
