// GET /api/workerapi/lookups/driverslicencetypes: the Licence type options (negative ids).
import { driversLicenceTypesSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';

export const licenceTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'lookups', 'drivers-licence-types'],
    queryFn: ({ signal }) =>
      httpJson('/api/workerapi/lookups/driverslicencetypes', driversLicenceTypesSchema, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLicenceTypes = (enabled = true) =>
  useQuery({ ...licenceTypesQueryOptions(), enabled });
