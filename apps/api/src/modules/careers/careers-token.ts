// The careers token: issued per talent community to anyone (a visitor's token has no talent),
// carried as `Authorization: Bearer …` by every careers call, and read back here as the viewer.
// It says who is looking, so employee-only jobs and employee close dates follow the talent
// without the careers API reading the session cookie.
import {
  CAREERS_TOKEN_SCOPE,
  CAREERS_VISITOR_SUBJECT,
  type CareersToken,
  careersMessages,
} from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import type { TokenService } from '../../lib/tokens';

export const CAREERS_SEGMENT_TOKEN_TTL_SECONDS = 60 * 60;

export interface CareersViewer {
  /** The signed-in talent the token was issued to; null for a visitor. */
  talentId: string | null;
}

export async function issueCareersToken(
  tokens: TokenService,
  talentId: string | null,
  segmentCode: string,
): Promise<CareersToken> {
  const token = await tokens.issue(
    { sub: talentId ?? CAREERS_VISITOR_SUBJECT, scope: CAREERS_TOKEN_SCOPE, segmentCode },
    CAREERS_SEGMENT_TOKEN_TTL_SECONDS,
  );
  return {
    access_token: token.accessToken,
    token_type: token.tokenType,
    expires_in: token.expiresIn,
  };
}

/**
 * The viewer of a careers call. A token issued for one community is good for that community's
 * calls only; the app config's careers token (no community) is good for all of them.
 */
export async function careersViewer(
  tokens: TokenService,
  request: FastifyRequest,
  segmentCode: string,
): Promise<CareersViewer> {
  const [type, token] = (request.headers.authorization ?? '').split(' ');
  if (type?.toLowerCase() !== 'bearer' || !token)
    throw new AppError('UNAUTHORIZED', careersMessages.tokenRequired);
  const claims = await tokens.verify(token, CAREERS_TOKEN_SCOPE);
  if (!claims) throw new AppError('UNAUTHORIZED', careersMessages.tokenInvalid);
  if (claims.segmentCode && claims.segmentCode !== segmentCode)
    throw new AppError('FORBIDDEN', careersMessages.tokenOtherSegment);
  return { talentId: claims.sub === CAREERS_VISITOR_SUBJECT ? null : claims.sub };
}
