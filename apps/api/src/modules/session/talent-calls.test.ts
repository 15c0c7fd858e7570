import { appConfigSchema, talentSessionSchema } from '@talent/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase, signUp, withCookie } from '../../test/harness';

/** Every talent call of this stage of the product. */
const TALENT_CALLS = ['/api/talentapi/session', '/api/talentapi/app-config'];

describeEachDatabase('talent calls', (ctx) => {
  it.each(TALENT_CALLS)(
    'should require authentication: GET %s answers 401 without a session',
    async (url) => {
      const response = await ctx().app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Please sign in to continue.',
        code: 'UNAUTHORIZED',
      });
    },
  );

  it.each(TALENT_CALLS)('GET %s answers 401 for a forged session cookie', async (url) => {
    const response = await ctx().app.inject({
      method: 'GET',
      url,
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(TALENT_CALLS)('GET %s answers 200 with a session', async (url) => {
    const { cookie } = await signUp(ctx().app);
    const response = await ctx().app.inject(withCookie(cookie, { method: 'GET', url }));
    expect(response.statusCode).toBe(200);
  });

  it('returns the session with the candidate feature toggles', async () => {
    const { cookie, email } = await signUp(ctx().app, { name: 'Sam Field' });
    const body = talentSessionSchema.parse(
      (
        await ctx().app.inject(withCookie(cookie, { method: 'GET', url: '/api/talentapi/session' }))
      ).json(),
    );
    expect(body).toMatchObject({
      email,
      fullName: 'Sam Field',
      isAuthenticated: true,
      candidateFeatureToggles: {
        hideLiveMarketOptionFromCandidateProfileEnabled: false,
        hideOtherTalentCommunityPromptsEnabled: false,
      },
    });
    expect(body.profileId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('returns the app config with no secret values and a careers token', async () => {
    const { cookie } = await signUp(ctx().app);
    const response = await ctx().app.inject(
      withCookie(cookie, { method: 'GET', url: '/api/talentapi/app-config' }),
    );
    const body = appConfigSchema.parse(response.json());
    expect(body).toMatchObject({
      jobMatchingEnabled: true,
      hideTalentCommunities: false,
      languageCode: 'en-AU',
      mapsServiceKey: null,
      analyticsWriteKey: null,
      homeBaseCountryId: 'AU',
      useImperialUnits: false,
      environmentId: 'local',
      appVersion: '1.0.2447',
    });
    expect(body.careersToken?.tokenType).toBe('Bearer');
    expect(body.careersToken?.accessToken.split('.')).toHaveLength(3);
    expect(response.body).not.toMatch(/secret|password/i);
  });
});

describeEachDatabase(
  'app config flags',
  (ctx) => {
    it('reflects the installation flags', async () => {
      const { cookie } = await signUp(ctx().app);
      const config = (
        await ctx().app.inject(
          withCookie(cookie, { method: 'GET', url: '/api/talentapi/app-config' }),
        )
      ).json();
      expect(config.jobMatchingEnabled).toBe(false);
      expect(config.hideTalentCommunities).toBe(true);
      const session = (
        await ctx().app.inject(withCookie(cookie, { method: 'GET', url: '/api/talentapi/session' }))
      ).json();
      expect(session.candidateFeatureToggles.hideOtherTalentCommunityPromptsEnabled).toBe(true);
    });
  },
  {
    features: {
      jobMatchingEnabled: false,
      hideTalentCommunities: true,
      hideLiveMarketOptionFromCandidateProfileEnabled: false,
      hideOtherTalentCommunityPromptsEnabled: true,
    },
  },
);
