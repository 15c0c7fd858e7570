// Job matching switched off (JOB_MATCHING_ENABLED=false): an app of its own, so the main home
// suite keeps the default (on).
import { buildCommunity, buildConnection } from '@talent/db/testing';
import { expect, it } from 'vitest';
import { testConfig } from '../../config';
import { describeEachDatabase, withCookie } from '../../test/harness';
import { signUpTalent } from '../careers/test-support';

const ARRIVAL = '/api/talentapi/arrival-message';

describeEachDatabase(
  'home dashboard without job matching',
  (ctx) => {
    it('has no job matching message', async () => {
      const { app, database } = ctx();
      const talent = await signUpTalent(app);
      const community = await buildCommunity(database.db, {});
      await buildConnection(database.db, { talentId: talent.talentId, communityId: community.id });
      const response = await app.inject(withCookie(talent.cookie, { method: 'GET', url: ARRIVAL }));
      expect(response.json().jobMatching).toBeNull();
    });
  },
  { features: { ...testConfig().features, jobMatchingEnabled: false } },
);
