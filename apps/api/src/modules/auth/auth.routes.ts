// Mounts the auth library under /api/auth: only the calls the app uses, never the library's
// whole surface (its list-sessions would hand any script on the page every session's token, and
// update-user would rename a user outside the contract's rules). Bodies are first parsed by the
// contract schemas, so bad input gets our readable 400 and nothing is created. Sign-in also
// passes the per-account throttle. Errors leave in the one JSON error shape.
import {
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
} from '@talent/contract';
import type { Database } from '@talent/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { databaseUnavailableError } from '../../lib/database-errors';
import type { SessionCache } from '../../plugins/talent-session';
import { type Auth, CLIENT_IP_HEADER } from './auth';
import { recordSignInOf } from './sign-in-history';
import { type SignInThrottle, throttledMessage } from './sign-in-throttle';

export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

async function callAuth(auth: Auth, request: FastifyRequest, body?: unknown): Promise<Response> {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = toWebHeaders(request);
  const payload = body ?? request.body;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(payload ?? {}) : undefined,
    }),
  );
}

interface AuthDeps {
  auth: Auth;
  db: Database;
}

async function forward(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body?: unknown,
) {
  return send(deps.db, reply, await callAuth(deps.auth, request, body));
}

async function send(db: Database, reply: FastifyReply, response: Response) {
  // The library answers 500 for a database that cannot answer: that is a 503 to try again.
  if (response.status >= 500) {
    const unavailable = await databaseUnavailableError(db);
    if (unavailable) throw unavailable;
  }
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) return reply.send(normaliseError(response.status, text));
  return reply.send(text || null);
}

/** The library's `{ code, message }` bodies already fit our shape; anything else is wrapped. */
function normaliseError(status: number, text: string) {
  let parsed: { message?: unknown; code?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // plain-text body
  }
  const message =
    typeof parsed.message === 'string' && parsed.message
      ? parsed.message
      : status === 429
        ? 'Too many attempts. Please wait a minute and try again.'
        : text || 'Request failed';
  const code =
    typeof parsed.code === 'string'
      ? parsed.code
      : status === 429
        ? 'TOO_MANY_REQUESTS'
        : 'AUTH_ERROR';
  return { message, code };
}

function validated<T extends z.ZodType>(
  deps: AuthDeps,
  bodySchema: T,
  handle: (
    body: z.infer<T>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<FastifyReply> = (body, request, reply) => forward(deps, request, reply, body),
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = bodySchema.safeParse(request.body ?? {});
    if (!result.success) {
      const fields: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const path = issue.path.join('.') || 'body';
        fields[path] ??= issue.message;
      }
      const [first] = result.error.issues;
      return reply
        .status(400)
        .send({ message: first?.message ?? 'Invalid request', code: 'BAD_REQUEST', fields });
    }
    return handle(result.data, request, reply);
  };
}

/** Sign-in through the per-account throttle: a waiting account's password is not even checked. */
function signIn(deps: AuthDeps, throttle: SignInThrottle) {
  return validated(deps, signInBodySchema, async (body, request, reply) => {
    const wait = await throttle.waitFor(body.email);
    if (wait > 0) {
      return reply
        .status(429)
        .header('retry-after', String(wait))
        .send({ message: throttledMessage(wait), code: 'TOO_MANY_REQUESTS' });
    }
    const response = await callAuth(deps.auth, request, body);
    if (response.status === 401) await throttle.failed(body.email);
    else if (response.ok) {
      await throttle.succeeded(body.email);
      await recordSignInOf(deps.db, request, response);
    }
    return send(deps.db, reply, response);
  });
}

/** Sign-up signs in at once: that first session is in the history too. */
function signUp(deps: AuthDeps) {
  return validated(deps, signUpBodySchema, async (body, request, reply) => {
    const response = await callAuth(deps.auth, request, body);
    if (response.ok) await recordSignInOf(deps.db, request, response);
    return send(deps.db, reply, response);
  });
}

/** Sessions ended: whatever the talent calls' cache holds may be one of them. */
function thenForgetSessions(
  sessions: SessionCache,
  handle: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const sent = await handle(request, reply);
    sessions.clear();
    return sent;
  };
}

export async function authRoutes(
  app: FastifyInstance,
  { auth, db, throttle, sessions }: AuthDeps & { throttle: SignInThrottle; sessions: SessionCache },
) {
  const deps = { auth, db };
  const pass = (request: FastifyRequest, reply: FastifyReply) => forward(deps, request, reply);
  app.post('/api/auth/sign-up/email', signUp(deps));
  app.post('/api/auth/sign-in/email', signIn(deps, throttle));
  app.post('/api/auth/sign-out', thenForgetSessions(sessions, pass));
  app.get('/api/auth/get-session', pass);
  app.post('/api/auth/request-password-reset', validated(deps, requestPasswordResetBodySchema));
  // The emailed link: checks the token and redirects to the app's reset page with it.
  app.get('/api/auth/reset-password/:token', pass);
  app.post(
    '/api/auth/reset-password',
    thenForgetSessions(sessions, validated(deps, resetPasswordBodySchema)),
  );
}
