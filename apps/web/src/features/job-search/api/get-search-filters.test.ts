import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { callsTo, mockApi } from '../../../test/mock-api';
import { defaultSearchBarConfig } from '../lib/search-bar-config';
import { buildFilters } from '../test-support';
import { searchFiltersQueryOptions } from './get-search-filters';

const FILTERS = 'GET /api/talentapi/job-listing/search-filters';

describe('filter options cache (spec 3 section 9)', () => {
  it('is on by default: a second bar reuses the options', async () => {
    const api = mockApi({ [FILTERS]: { body: buildFilters() } });
    const queryClient = createQueryClient();
    const options = searchFiltersQueryOptions({
      cacheFilters: defaultSearchBarConfig.cacheFilters,
    });

    expect(defaultSearchBarConfig.cacheFilters).toBe(true);
    await queryClient.query(options);
    await queryClient.query(options);

    expect(callsTo(api, FILTERS)).toHaveLength(1);
  });

  it('when off, the options are fetched afresh each time', async () => {
    const api = mockApi({ [FILTERS]: { body: buildFilters() } });
    const queryClient = createQueryClient();
    const options = searchFiltersQueryOptions({ cacheFilters: false });

    await queryClient.query(options);
    await queryClient.query(options);

    expect(callsTo(api, FILTERS)).toHaveLength(2);
  });
});
