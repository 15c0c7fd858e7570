import { jobSearchResultSchema } from '@talent/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createQueryClient } from '../../../app/query-client';
import { callsTo, mockApi } from '../../../test/mock-api';
import { ensureSearchToken, TOKEN_EXPIRY_MARGIN_MS, toAuthToken } from './get-search-token';
import { CAREERS_API_CONFIG_REQUIRED, createSearchClient } from './search-client';

const TOKEN_PATH = 'GET /api/talentapi/job-listing/token';

/** Answers token-1, token-2, ... (each valid for 900 s), after an optional gate. */
function mockTokens(gate?: Promise<void>) {
  let issued = 0;
  return mockApi({
    [TOKEN_PATH]: async () => {
      issued += 1;
      const body = { access_token: `token-${issued}`, token_type: 'Bearer', expires_in: 900 };
      await gate;
      return { body };
    },
    'POST /api/careers/talent-job-search/1/10': ({ headers }) =>
      headers.get('authorization') === 'Bearer token-1'
        ? {
            status: 401,
            body: { message: 'The job search token is invalid', code: 'UNAUTHORIZED' },
          }
        : { body: { jobs: [], totalCount: 0, hasMoreResults: false } },
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('job search token (spec 1 section 4)', () => {
  it('reads access_token, token_type and expires_in', () => {
    expect(
      toAuthToken({ access_token: 'abc', token_type: 'Bearer', expires_in: 900 }, 1_000),
    ).toEqual({ accessToken: 'abc', tokenType: 'Bearer', expiresAt: 901_000 });
  });

  it('is reused while unexpired', async () => {
    const api = mockTokens();
    const queryClient = createQueryClient();

    const first = await ensureSearchToken(queryClient);
    const second = await ensureSearchToken(queryClient);

    expect(second).toEqual(first);
    expect(callsTo(api, TOKEN_PATH)).toHaveLength(1);
  });

  it('makes concurrent callers wait for the one request in flight', async () => {
    let release = () => {};
    const api = mockTokens(new Promise<void>((resolve) => (release = resolve)));
    const queryClient = createQueryClient();

    const callers = [1, 2, 3].map(() => ensureSearchToken(queryClient));
    release();
    const tokens = await Promise.all(callers);

    expect(tokens.map((t) => t.accessToken)).toEqual(['token-1', 'token-1', 'token-1']);
    expect(callsTo(api, TOKEN_PATH)).toHaveLength(1);
  });

  it('asks for a new token once the current one is about to expire', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const api = mockTokens();
    const queryClient = createQueryClient();

    await ensureSearchToken(queryClient);
    vi.setSystemTime(Date.now() + 900_000 - TOKEN_EXPIRY_MARGIN_MS - 1_000);
    expect((await ensureSearchToken(queryClient)).accessToken).toBe('token-1');
    vi.setSystemTime(Date.now() + 2_000);
    expect((await ensureSearchToken(queryClient)).accessToken).toBe('token-2');
    expect(callsTo(api, TOKEN_PATH)).toHaveLength(2);
  });

  it('is cleared on sign-out (the cache is cleared) and fetched again after', async () => {
    const api = mockTokens();
    const queryClient = createQueryClient();

    await ensureSearchToken(queryClient);
    queryClient.clear();
    expect((await ensureSearchToken(queryClient)).accessToken).toBe('token-2');
    expect(callsTo(api, TOKEN_PATH)).toHaveLength(2);
  });

  it('is sent as the bearer and renewed once when the search refuses it', async () => {
    const api = mockTokens();
    const client = createSearchClient(createQueryClient(), '/api/careers');

    await expect(client.post('/1/10', {}, jobSearchResultSchema)).resolves.toEqual({
      jobs: [],
      totalCount: 0,
      hasMoreResults: false,
    });
    const searches = callsTo(api, 'POST /api/careers/talent-job-search/1/10');
    expect(searches.map((c) => c.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });
});

describe('search client', () => {
  it("needs the careers API config: 'CAREERS_API_CONFIG must be provided'", () => {
    expect(() => createSearchClient(createQueryClient(), '')).toThrow(CAREERS_API_CONFIG_REQUIRED);
    expect(CAREERS_API_CONFIG_REQUIRED).toBe('CAREERS_API_CONFIG must be provided');
  });

  it('calls the configured path on this origin', async () => {
    const api = mockApi({
      [TOKEN_PATH]: { body: { access_token: 't', token_type: 'Bearer', expires_in: 900 } },
      'POST /api/careers/talent-job-search/count': { body: 7 },
    });
    const client = createSearchClient(createQueryClient(), 'https://talent.example/api/careers/');

    await expect(client.post('/count', { multiSegment: true }, z.number())).resolves.toBe(7);
    const [input] = api.mock.calls.at(-1) ?? [];
    expect(input).toBe('/api/careers/talent-job-search/count');
  });
});
