import { careersMessages } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createQueryClient } from '../../../app/query-client';
import { callsTo, mockApi } from '../../../test/mock-api';
import { CAREERS_API_CONFIG, createCareersClient, VISITOR } from './careers-client';

const TOKEN = 'GET /api/jobsapi/careers/auth/token/health';
const JOB = 'GET /api/careers/job/health/1';
const token = (access: string) => ({
  body: { access_token: access, token_type: 'Bearer', expires_in: 3600 },
});

describe('the careers client', () => {
  it("needs its API config: 'CAREERS_API_CONFIG must be provided'", () => {
    expect(() => createCareersClient(createQueryClient(), null)).toThrow(
      careersMessages.apiConfigRequired,
    );
  });

  it("needs a segment code for a token: 'Segment code not provided'", async () => {
    const client = createCareersClient(createQueryClient(), CAREERS_API_CONFIG);
    await expect(client.token('', VISITOR)).rejects.toThrow(careersMessages.segmentCodeRequired);
    await expect(client.token(null, VISITOR)).rejects.toThrow(careersMessages.segmentCodeRequired);
  });

  it('sends the token type and access token, and reuses the token while unexpired', async () => {
    const api = mockApi({ [TOKEN]: token('first'), [JOB]: { body: { ok: true } } });
    const client = createCareersClient(createQueryClient(), CAREERS_API_CONFIG);
    const schema = z.object({ ok: z.boolean() });
    await Promise.all([
      client.call('health', VISITOR, '/api/careers/job/health/1', schema),
      client.call('health', VISITOR, '/api/careers/job/health/1', schema),
    ]);
    expect(callsTo(api, TOKEN)).toHaveLength(1);
    expect(callsTo(api, JOB).map((c) => c.headers.get('authorization'))).toEqual([
      'Bearer first',
      'Bearer first',
    ]);
  });

  it('asks for a new token once when the server refuses the current one', async () => {
    let issued = 0;
    const api = mockApi({
      [TOKEN]: () => token(`token-${++issued}`),
      [JOB]: ({ headers }) =>
        headers.get('authorization') === 'Bearer token-1'
          ? { status: 401, body: { message: 'expired', code: 'UNAUTHORIZED' } }
          : { body: { ok: true } },
    });
    const client = createCareersClient(createQueryClient(), CAREERS_API_CONFIG);
    await expect(
      client.call('health', VISITOR, '/api/careers/job/health/1', z.object({ ok: z.boolean() })),
    ).resolves.toEqual({ ok: true });
    expect(callsTo(api, TOKEN)).toHaveLength(2);
  });
});
