// The query keys of Find Communities (a change to a connection: shared/lib/connection-change.ts).
import type { CommunitiesRequest } from '../lib/community-search';

export const communitiesKeys = {
  all: ['communities'] as const,
  defaultLocation: () => ['communities', 'default-location'] as const,
  countries: () => ['communities', 'countries'] as const,
  industries: () => ['communities', 'industries'] as const,
  lists: () => ['communities', 'list'] as const,
  list: (request: CommunitiesRequest) => ['communities', 'list', request] as const,
  /** The list before the country is known: never fetched. */
  waiting: () => ['communities', 'waiting'] as const,
};
