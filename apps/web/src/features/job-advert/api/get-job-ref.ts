// GET {careers}/job-ref/{urlCode}[?companyCode&advertUrlCode]: the community of an advert
// address that does not name one (/job/{companyCode}/{urlCode}, /job/{urlCode}/{advert}/{slug}).
import { careersJobRefSchema } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { CAREERS_API_CONFIG } from './careers-client';

export interface JobRefQuery {
  urlCode: string;
  companyCode?: string;
  advertUrlCode?: string;
}

export const getJobRef = ({ urlCode, ...query }: JobRefQuery, signal?: AbortSignal) => {
  const params = new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])),
  );
  const search = params.size ? `?${params}` : '';
  return httpJson(
    `${CAREERS_API_CONFIG.careersApiBaseUrl}/job-ref/${encodeURIComponent(urlCode)}${search}`,
    careersJobRefSchema,
    { signal },
  );
};

export const useJobRef = (ref: JobRefQuery) =>
  useQuery({
    queryKey: ['careers', 'job-ref', ref],
    queryFn: ({ signal }) => getJobRef(ref, signal),
    staleTime: 5 * 60_000,
  });
