// GET /api/talentapi/job-applications?segmentCode&urlCode: the signed-in talent's application
// for this advert, if any (drives the apply widget's state).
import { jobApplicationsResponseSchema } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';

export const myApplicationQueryKey = (segmentCode: string, urlCode: string) =>
  ['job-applications', 'for-advert', segmentCode, urlCode] as const;

export function useMyApplication(segmentCode: string, urlCode: string, enabled: boolean) {
  return useQuery({
    queryKey: myApplicationQueryKey(segmentCode, urlCode),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ segmentCode, urlCode });
      const body = await httpJson(
        `/api/talentapi/job-applications?${params}`,
        jobApplicationsResponseSchema,
        { signal },
      );
      return body.applications[0] ?? null;
    },
    enabled,
  });
}
