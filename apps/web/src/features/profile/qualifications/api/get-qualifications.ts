// GET /api/workerapi/webresume/qualifications (education, course, safety training) and
// GET /api/workerapi/webresume/licences (licence, ticket, other).
import { qualificationsResponseSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';

export type QualificationList = 'qualifications' | 'licences';

export const qualificationListKey = (list: QualificationList) => ['profile', list] as const;

export const getQualificationList = async (list: QualificationList, signal?: AbortSignal) =>
  (await httpJson(`/api/workerapi/webresume/${list}`, qualificationsResponseSchema, { signal }))
    .qualifications;

export const qualificationListQueryOptions = (list: QualificationList) =>
  queryOptions({
    queryKey: qualificationListKey(list),
    queryFn: ({ signal }) => getQualificationList(list, signal),
  });

export const useQualificationList = (list: QualificationList) =>
  useQuery(qualificationListQueryOptions(list));
