import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { callsTo, mockApi } from '../../test/mock-api';
import { loadOptionalSignIn } from './require-sign-in';

afterEach(() => vi.restoreAllMocks());

const request = new Request('http://talent.local/talent/careers/c/job/1');

describe('loadOptionalSignIn', () => {
  it('asks the auth library once for loaders that ask at once, and again later', async () => {
    const api = mockApi({ 'GET /api/auth/get-session': { body: null } });
    const queryClient = createQueryClient();
    await expect(
      Promise.all([
        loadOptionalSignIn(queryClient, request),
        loadOptionalSignIn(queryClient, request),
      ]),
    ).resolves.toEqual([null, null]);
    expect(callsTo(api, 'GET /api/auth/get-session')).toHaveLength(1);
    // The answer is not kept: a later visit (after signing in elsewhere) asks again.
    await loadOptionalSignIn(queryClient, request);
    expect(callsTo(api, 'GET /api/auth/get-session')).toHaveLength(2);
  });
});
