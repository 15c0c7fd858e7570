// GET /api/form-options/dropdown/professions and /industries: options of label and value for
// the role form's Selects (fixed lists, cached for the session).
import { dropdownOptionsSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';

export type DropdownKind = 'professions' | 'industries';

export const getDropdownOptions = (kind: DropdownKind, signal?: AbortSignal) =>
  httpJson(`/api/form-options/dropdown/${kind}`, dropdownOptionsSchema, { signal });

export const dropdownOptionsQueryOptions = (kind: DropdownKind) =>
  queryOptions({
    queryKey: ['form-options', 'dropdown', kind],
    queryFn: ({ signal }) => getDropdownOptions(kind, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useDropdownOptions = (kind: DropdownKind) =>
  useQuery(dropdownOptionsQueryOptions(kind));
