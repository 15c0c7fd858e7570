// Short-lived bearer tokens (the careers token of the app config, the job-search token),
// signed with the installation secret so any app process can verify them.
import { jwtVerify, SignJWT } from 'jose';

export interface IssuedToken {
  tokenType: 'Bearer';
  accessToken: string;
  expiresIn: number;
}

export interface TokenService {
  issue(
    claims: { sub: string; scope: string; segmentCode?: string },
    ttlSeconds: number,
  ): Promise<IssuedToken>;
  /** The token's claims, or null when it is missing, malformed, expired or for another scope. */
  verify(token: string, scope: string): Promise<{ sub: string; segmentCode?: string } | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(`tokens:${secret}`);
  return {
    async issue(claims, ttlSeconds) {
      const accessToken = await new SignJWT({
        scope: claims.scope,
        segmentCode: claims.segmentCode,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
      return { tokenType: 'Bearer', accessToken, expiresIn: ttlSeconds };
    },
    async verify(token, scope) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.scope !== scope || typeof payload.sub !== 'string') return null;
        const segmentCode =
          typeof payload.segmentCode === 'string' ? payload.segmentCode : undefined;
        return { sub: payload.sub, segmentCode };
      } catch {
        return null;
      }
    },
  };
}
