// The sequence that used to hang the embedded database (decision 010): searches whose typo
// corrections ran on the trigram index, then the next statement spun forever (about one run of
// the job search suite in three). Run many times, every search must answer, and at once: a
// statement past its deadline would answer 503 instead of 200.
import { buildCommunity, buildConnection, buildJob } from '@talent/db/testing';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, signUp, withCookie } from '../../test/harness';
import { refreshSearchWords } from './test-support';

const ROUNDS = 40;
const SEQUENCE = [
  'ab-123456',
  'creme patissiere',
  'react developr',
  'registred nurse',
  'warehouse',
];

describeEachDatabase('job search typo corrections, over and over', (ctx) => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = ctx().app;
    const { db } = ctx().database;
    const { cookie } = await signUp(app);
    const get = (url: string) => app.inject(withCookie(cookie, { method: 'GET', url }));
    const session = (await get('/api/talentapi/session')).json();
    token = (await get('/api/talentapi/job-listing/token')).json().access_token;
    const community = await buildCommunity(db, { displayName: 'Everything Community' });
    await buildConnection(db, {
      talentId: session.profileId,
      communityId: community.id,
      relationship: 'contractor',
    });
    const titles = [
      'React Developer',
      'Registered Nurse',
      'Pastry Chef',
      'Warehouse Picker',
      'Frontend Engineer',
      'Kitchen Hand',
      'Enrolled Nurse',
      'Forklift Driver',
    ];
    for (const roleName of titles) {
      await buildJob(db, { communityId: community.id, roleName, specialties: ['Patient care'] });
    }
    await refreshSearchWords(db);
  });

  it(`answers every search of ${ROUNDS} rounds of id-like words, unknown words and typos`, async () => {
    const answers: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const keywords of SEQUENCE) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/careers/talent-job-search/1/50',
          headers: { authorization: `Bearer ${token}` },
          payload: { keywords },
        });
        answers.push(response.statusCode);
        if (response.statusCode !== 200) break;
      }
      if (answers.at(-1) !== 200) break;
    }
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    expect(answers).toHaveLength(ROUNDS * SEQUENCE.length);
  }, 120_000);
});
