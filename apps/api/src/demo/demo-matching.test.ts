// The demo talent's job matching on a first start: suggestions from the first page, with scores
// in each band the cards colour (spec 1 section 9).
import { expect, it } from 'vitest';
import { testConfig } from '../config';
import { cookieHeader, describeEachDatabase } from '../test/harness';
import { seedDemoDataIfEmpty } from '.';

describeEachDatabase('demo job matching', (ctx) => {
  it('shows the demo talent job suggestions across the score bands on the first page', async () => {
    const { app, database, storage } = ctx();
    const config = { ...testConfig(), demoJobCount: 1000, demoPassword: 'demo-first-start' };
    await seedDemoDataIfEmpty({ app, config, database, storage });
    const cookie = cookieHeader(
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'demo@example.com', password: 'demo-first-start' },
      }),
    );
    const scores: number[] = [];
    for (let page = 1; page <= 10; page++) {
      const res = await app.inject({
        url: `/api/talentapi/job-matching/suggestions?page=${page}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      scores.push(...res.json().suggestions.map((s: { matchScore: number }) => s.matchScore));
    }
    expect(scores.length).toBeGreaterThanOrEqual(20);
    // Poor (up to 25), ok (up to 50) and good (above 50): spec 1 section 9.
    expect(scores.some((s) => s <= 25)).toBe(true);
    expect(scores.some((s) => s > 25 && s <= 50)).toBe(true);
    expect(scores.some((s) => s > 50)).toBe(true);
  }, 120_000);
});
