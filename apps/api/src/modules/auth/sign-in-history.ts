// The sign-in history: each successful sign-in (and a sign-up's first session), read from the
// auth library's answer.
import type { Database } from '@talent/db';
import type { FastifyRequest } from 'fastify';
import { recordSignIn } from './sign-in-history.repo';

/** The signed-in user is in the library's answer (`{ user: { id } }`); read from a copy. */
export async function recordSignInOf(db: Database, request: FastifyRequest, response: Response) {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: unknown } } | null;
  const userId = body?.user?.id;
  if (typeof userId !== 'string') return;
  await recordSignIn(db, {
    userId,
    ipAddress: request.ip || null,
    userAgent: request.headers['user-agent'] ?? null,
  });
}
