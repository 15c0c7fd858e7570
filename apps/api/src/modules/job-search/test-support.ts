// Test helpers: rebuild the typo-correction words after a test wrote jobs directly; a talent
// who searches.
import type { Database } from '@talent/db';
import { refreshSearchData } from '@talent/db/catalogue';
import type { FastifyInstance } from 'fastify';
import { signUp, withCookie } from '../../test/harness';
import { forgetSearchWords } from './job-search.service';

/** Rebuilds the words, and forgets what searches of this process looked up in them. */
export async function refreshSearchWords(db: Database) {
  await refreshSearchData(db);
  forgetSearchWords(db);
}

/**
 * A new talent's profile id and job search token, through the HTTP layer as the web app takes
 * them (sign-up, session, the job-listing token).
 */
export async function searchingTalent(
  app: FastifyInstance,
): Promise<{ profileId: string; token: string }> {
  const { cookie } = await signUp(app);
  const session = (
    await app.inject(withCookie(cookie, { method: 'GET', url: '/api/talentapi/session' }))
  ).json();
  const token = (
    await app.inject(withCookie(cookie, { method: 'GET', url: '/api/talentapi/job-listing/token' }))
  ).json().access_token;
  return { profileId: session.profileId, token };
}
