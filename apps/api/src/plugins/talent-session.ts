// Resolves the signed-in talent for every talent call. Routes registered through
// `talentScope` answer 401 without a session; inside, `request.talent` is the caller, and
// every talent-owned row is read and written through its id.
import type { Database } from '@talent/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { databaseUnavailableError } from '../lib/database-errors';
import { unauthorized } from '../lib/errors';
import { expiringCache } from '../lib/expiring-cache';
import { type Auth, toWebHeaders } from '../modules/auth';
import { ensureTalent } from '../modules/talent';

export interface TalentIdentity {
  userId: string;
  email: string;
  /** The talent record's id (profileId in the spec). */
  talentId: string;
  fullName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    talent: TalentIdentity | null;
  }
}

/**
 * Who each session cookie names, kept for a few seconds: a page's calls come in bursts, and each
 * would otherwise verify the cookie's signature and read the session, its user and its talent.
 * Keyed by the signed cookie value itself, so only a value that was verified is ever found.
 * Emptied whenever this process ends a session (sign-out, password reset, account closure);
 * a session another process ended is refused here within the cache's time.
 */
export interface SessionCache {
  get(key: string): TalentIdentity | undefined;
  /** A mark to take before looking a session up, for `set`. */
  mark(): number;
  /**
   * Keeps what a lookup found, unless the cache was emptied since its mark: a lookup that ran
   * while its session was being ended must not put it back.
   */
  set(key: string, identity: TalentIdentity, sessionExpiresAt: Date, since: number): void;
  clear(): void;
}

/** More entries than this and the oldest go (a cache, not a store of every session). */
const SESSION_CACHE_MAX = 20_000;

export function sessionCache(ttlMs: number, now = () => Date.now()): SessionCache {
  const entries = expiringCache<TalentIdentity>(SESSION_CACHE_MAX, now);
  let clears = 0;
  return {
    get: (key) => entries.get(key),
    mark: () => clears,
    set(key, identity, sessionExpiresAt, since) {
      if (ttlMs <= 0 || since !== clears) return;
      entries.set(key, identity, Math.min(now() + ttlMs, sessionExpiresAt.getTime()));
    },
    clear() {
      clears++;
      entries.clear();
    },
  };
}

/** The session cookie's value (secure or not), or undefined. */
function sessionCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const match = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(header);
  return match?.[1];
}

export interface SessionDeps {
  auth: Auth;
  db: Database;
  sessions: SessionCache;
}

export async function resolveTalent(
  { auth, db, sessions }: SessionDeps,
  request: FastifyRequest,
): Promise<TalentIdentity | null> {
  const key = sessionCookie(request);
  const known = key && sessions.get(key);
  if (known) return known;
  const since = sessions.mark();
  const lookUp = () => auth.api.getSession({ headers: toWebHeaders(request) });
  const session = await lookUp().catch(async () => {
    // The library keeps only "Failed to get session" of the database's error. When the database
    // cannot answer, that is a 503; when it answers again (it came back meanwhile, as when a
    // server restarts), the lookup is tried once more rather than answered 500.
    const unavailable = await databaseUnavailableError(db);
    if (unavailable) throw unavailable;
    return lookUp().catch(async (again: unknown) => {
      throw (await databaseUnavailableError(db)) ?? again;
    });
  });
  if (!session) return null;
  const talent = await ensureTalent(db, session.user.id, session.user.name);
  const identity = {
    userId: session.user.id,
    email: session.user.email,
    talentId: talent.id,
    fullName: talent.fullName,
  };
  if (key) sessions.set(key, identity, new Date(session.session.expiresAt), since);
  return identity;
}

/** The caller, for handlers inside a talent scope. */
export function currentTalent(request: FastifyRequest): TalentIdentity {
  if (!request.talent) throw unauthorized();
  return request.talent;
}

export function talentScope(
  deps: SessionDeps,
  register: (scope: FastifyInstance) => Promise<void> | void,
) {
  return async (scope: FastifyInstance) => {
    scope.decorateRequest('talent', null);
    scope.addHook('onRequest', async (request) => {
      request.talent = await resolveTalent(deps, request);
      if (!request.talent) throw unauthorized();
    });
    await register(scope);
  };
}
