// GET /api/jobsapi/careers/job-attachments/{segmentCode}/{urlCode}: the related documents.
import { careersAttachmentSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { CareersClient, CareersIdentity } from './careers-client';
import { useCareersClient, useCareersViewer } from './use-careers-client';

export const jobAttachmentsQueryOptions = (
  client: CareersClient,
  identity: CareersIdentity,
  segmentCode: string,
  urlCode: string,
  enabled = true,
) =>
  queryOptions({
    queryKey: ['careers', 'attachments', identity, segmentCode, urlCode],
    queryFn: ({ signal }) =>
      client.call(
        segmentCode,
        identity,
        `${client.config.jobsApiBaseUrl}/job-attachments/${encodeURIComponent(segmentCode)}/${encodeURIComponent(urlCode)}`,
        z.array(careersAttachmentSchema),
        { signal },
      ),
    enabled,
  });

export function useJobAttachments(segmentCode: string, urlCode: string, enabled = true) {
  const client = useCareersClient();
  const { identity } = useCareersViewer();
  return useQuery(jobAttachmentsQueryOptions(client, identity, segmentCode, urlCode, enabled));
}
