// GET {careers}/job/{segment}/{urlCode}: the advert as the viewer may see it.
import { careersJobAdvertSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CareersClient, CareersIdentity } from './careers-client';
import { useCareersClient, useCareersViewer } from './use-careers-client';

export const jobAdvertQueryOptions = (
  client: CareersClient,
  identity: CareersIdentity,
  segmentCode: string,
  urlCode: string,
) =>
  queryOptions({
    queryKey: ['careers', 'job', identity, segmentCode, urlCode],
    queryFn: ({ signal }) =>
      client.call(
        segmentCode,
        identity,
        `${client.config.careersApiBaseUrl}/job/${encodeURIComponent(segmentCode)}/${encodeURIComponent(urlCode)}`,
        careersJobAdvertSchema,
        { signal },
      ),
  });

export function useJobAdvert(segmentCode: string, urlCode: string) {
  const client = useCareersClient();
  const { identity } = useCareersViewer();
  return useQuery(jobAdvertQueryOptions(client, identity, segmentCode, urlCode));
}
