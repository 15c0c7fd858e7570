// Mounts the auth library under /api/auth. Sign-up and sign-in bodies are first parsed by
// the contract schemas, so bad input gets our readable 400 and nothing is created; every
// other auth path goes straight to the library. Errors leave in the one JSON error shape.
import {
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
} from '@talent/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Auth, CLIENT_IP_HEADER } from './auth';

export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

async function forward(auth: Auth, request: FastifyRequest, reply: FastifyReply, body?: unknown) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = toWebHeaders(request);
  const payload = body ?? request.body;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const response = await auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(payload ?? {}) : undefined,
    }),
  );
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

function validated<T extends z.ZodType>(auth: Auth, bodySchema: T) {
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
    return forward(auth, request, reply, result.data);
  };
}

export async function authRoutes(app: FastifyInstance, { auth }: { auth: Auth }) {
  app.post('/api/auth/sign-up/email', validated(auth, signUpBodySchema));
  app.post('/api/auth/sign-in/email', validated(auth, signInBodySchema));
  app.post('/api/auth/request-password-reset', validated(auth, requestPasswordResetBodySchema));
  app.post('/api/auth/reset-password', validated(auth, resetPasswordBodySchema));
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: (request, reply) => forward(auth, request, reply),
  });
}
