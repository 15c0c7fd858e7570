// Test helpers for the careers API: a careers token as the web app gets one (with or without
// the session cookie), and careers calls that carry it.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { signUp, withCookie } from '../../test/harness';

export async function careersToken(
  app: FastifyInstance,
  segmentCode: string,
  cookie?: string,
): Promise<string> {
  const request: InjectOptions = {
    method: 'GET',
    url: `/api/jobsapi/careers/auth/token/${segmentCode}`,
  };
  const response = await app.inject(cookie ? withCookie(cookie, request) : request);
  if (response.statusCode !== 200) throw new Error(`token failed: ${response.body}`);
  return response.json().access_token;
}

export function careersCall(
  app: FastifyInstance,
  token: string,
  url: string,
  options: { method?: 'GET' | 'POST'; payload?: object } = {},
) {
  return app.inject({
    method: options.method ?? 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

/** A signed-up talent: the session cookie and the talent id (profileId). */
export async function signUpTalent(app: FastifyInstance) {
  const { cookie } = await signUp(app);
  const session = await app.inject(
    withCookie(cookie, { method: 'GET', url: '/api/talentapi/session' }),
  );
  return { cookie, talentId: session.json().profileId as string };
}
