// The first start's demo data, through the real app: both demo talents are created through the
// sign-up route (as a browser on the app's page would) and can sign in with the demo password.
import { expect, it } from 'vitest';
import { testConfig } from '../config';
import { describeEachDatabase } from '../test/harness';
import { NEWCOMER_EMAIL, seedDemoDataIfEmpty } from '.';

describeEachDatabase('demo data on first start', (ctx) => {
  it('creates the demo talents, who can sign in, and writes the catalogue once', async () => {
    const { app, database, storage } = ctx();
    const config = { ...testConfig(), demoJobCount: 30, demoPassword: 'demo-first-start' };
    const demo = await seedDemoDataIfEmpty({ app, config, database, storage });
    expect(demo).toEqual({ email: 'demo@example.com', password: 'demo-first-start' });
    for (const email of [demo?.email, NEWCOMER_EMAIL]) {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: 'demo-first-start' },
      });
      expect(signIn.statusCode, email).toBe(200);
    }
    // A second start finds everything there and writes nothing again.
    expect(await seedDemoDataIfEmpty({ app, config, database, storage })).toEqual(demo);
  }, 120_000);
});
