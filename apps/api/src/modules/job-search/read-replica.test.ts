// Job search reads from the read replica when the app has one (DATABASE_READ_URL, decision
// 024): the replica here is a copy of the primary taken before a job was added to it, as a
// replica that lags a moment behind.
import { type DatabaseHandle, openDatabase } from '@talent/db';
import { buildCommunity, buildConnection, buildJob, createTestDatabase } from '@talent/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { sendOriginByDefault, signUp, withCookie } from '../../test/harness';
import { refreshSearchWords } from './test-support';

describe('job search with a read replica', () => {
  let primary: DatabaseHandle;
  let replica: DatabaseHandle;
  let alone: FastifyInstance;
  let replicated: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    primary = await createTestDatabase('pglite');
    const config = testConfig();
    alone = await buildApp({ config, database: primary });
    sendOriginByDefault(alone, config.publicUrl);
    ({ cookie } = await signUp(alone));
    const session = (
      await alone.inject(withCookie(cookie, { method: 'GET', url: '/api/talentapi/session' }))
    ).json();
    const community = await buildCommunity(primary.db, { displayName: 'Replicated Community' });
    await buildConnection(primary.db, { talentId: session.profileId, communityId: community.id });
    await buildJob(primary.db, { communityId: community.id, roleName: 'Replicated Chef' });
    await refreshSearchWords(primary.db);
    const copy = await primary.dump?.();
    if (!copy) throw new Error('the embedded database gives no copy');
    replica = await openDatabase({ kind: 'pglite', loadDataDir: copy });
    // Written after the copy: on the primary only.
    await buildJob(primary.db, { communityId: community.id, roleName: 'Replicated Baker' });
    await refreshSearchWords(primary.db);
    replicated = await buildApp({ config, database: primary, readDatabase: replica });
    sendOriginByDefault(replicated, config.publicUrl);
  });

  afterAll(async () => {
    await replicated?.close();
    await alone?.close();
    await replica?.close();
    await primary?.close();
  });

  const roles = async (app: FastifyInstance, keywords: string) => {
    const token = (
      await app.inject(
        withCookie(cookie, { method: 'GET', url: '/api/talentapi/job-listing/token' }),
      )
    ).json().access_token;
    const res = await app.inject({
      method: 'POST',
      url: '/api/careers/talent-job-search',
      headers: { authorization: `Bearer ${token}` },
      payload: { keywords },
    });
    expect(res.statusCode).toBe(200);
    return res.json().jobs.map((j: { roleName: string }) => j.roleName);
  };

  it('answers from the replica: what it has, not what only the primary has yet', async () => {
    expect(await roles(replicated, 'chef')).toEqual(['Replicated Chef']);
    expect(await roles(replicated, 'baker')).toEqual([]);
    // The same talent's session and token come from the primary, as every write does.
    expect(await roles(alone, 'baker')).toEqual(['Replicated Baker']);
  });
});
