// Checks every request passes before any route sees it:
// - Cross-site request forgery: a state-changing request (POST, PUT, PATCH, DELETE) that rides on
//   the session cookie must come from one of the app's own origins (its Origin header, or without
//   one its Referer). A page elsewhere can make a browser send the cookie with a simple form post
//   or a `no-cors` fetch, but it cannot set an Authorization header without a CORS preflight,
//   which this API never grants: so calls authorised by a bearer token (careers, job search,
//   the admin import) keep their own token rules and are not checked here. So do the writes a
//   signed token in the address authorises rather than the cookie: the one-click unsubscribe of
//   the job alert mails, which mailbox providers post from their own servers.
// - Text the database cannot store faithfully (NUL, lone surrogates, absurd nesting) in any
//   string of the body, query or params: 400 naming the field (the rule is in the contract).
import { findTextIssue } from '@talent/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_ORIGIN_MESSAGE =
  'This request did not come from the Talent Portal, so it was refused. Open the portal and try again.';

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Writes authorised by a signed token they carry, never by the session cookie. */
export const TOKEN_AUTHORISED_PATHS: readonly string[] = ['/api/job-alerts/unsubscribe'];

const pathOf = (url: string) => url.split('?')[0] ?? url;

/** Whether a state-changing request may go on: bearer-authorised, or from the app's origin. */
export function isSameOriginWrite(request: FastifyRequest, appOrigins: ReadonlySet<string>) {
  if (!STATE_CHANGING.has(request.method)) return true;
  if (request.headers.authorization) return true;
  if (TOKEN_AUTHORISED_PATHS.includes(pathOf(request.url))) return true;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  return origin != null && appOrigins.has(origin);
}

/** Adds both checks to the root instance (before any route is registered: every route gets them). */
export function addRequestGuards(app: FastifyInstance, options: { appOrigins: readonly string[] }) {
  const appOrigins = new Set(options.appOrigins.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request) => {
    if (!isSameOriginWrite(request, appOrigins)) {
      request.log.warn(
        { origin: request.headers.origin, referer: request.headers.referer },
        'cross-origin write refused',
      );
      throw new AppError('FORBIDDEN', CROSS_ORIGIN_MESSAGE);
    }
  });
  app.addHook('preValidation', async (request) => {
    const issue =
      findTextIssue(request.params) ?? findTextIssue(request.query) ?? findTextIssue(request.body);
    if (issue) {
      throw new AppError('BAD_REQUEST', `${issue.path}: ${issue.message}`, {
        [issue.path]: issue.message,
      });
    }
  });
}
