// Short-lived bearer tokens (the careers token of the app config, the job-search token),
// signed with the installation secret so any app process can verify them.
import { webcrypto } from 'node:crypto';
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
  // Imported once: signing with the raw bytes imports them again for every token.
  let imported: Promise<webcrypto.CryptoKey> | undefined;
  const signingKey = () => {
    imported ??= webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(`tokens:${secret}`),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return imported;
  };
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
        .sign(await signingKey());
      return { tokenType: 'Bearer', accessToken, expiresIn: ttlSeconds };
    },
    async verify(token, scope) {
      try {
        const { payload } = await jwtVerify(token, await signingKey(), { algorithms: ['HS256'] });
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
