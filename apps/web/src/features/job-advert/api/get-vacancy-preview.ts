// GET /api/employerapi/vacancy/preview/{segmentCode}/{urlCode}/{previewCode}: the employer's
// preview of an advert; the link's code is its credential.
import { vacancyPreviewSchema } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { CAREERS_API_CONFIG } from './careers-client';

export function useVacancyPreview(segmentCode: string, urlCode: string, previewCode: string) {
  return useQuery({
    queryKey: ['careers', 'vacancy-preview', segmentCode, urlCode, previewCode],
    queryFn: ({ signal }) =>
      httpJson(
        `${CAREERS_API_CONFIG.employerApiBaseUrl}/vacancy/preview/${[segmentCode, urlCode, previewCode].map(encodeURIComponent).join('/')}`,
        vacancyPreviewSchema,
        { signal },
      ),
  });
}
