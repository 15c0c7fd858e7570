// Short-lived bearer tokens (the careers token of the app config, the job-search token),
// signed with the installation secret so any app process can verify them.
import { webcrypto } from 'node:crypto';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { expiringCache } from './expiring-cache';

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

/** At most this many verified tokens are kept (a cache, not a store of every token). */
const VERIFIED_MAX = 10_000;

export function createTokenService(secret: string, now = () => Date.now()): TokenService {
  // Tokens verified lately, by their whole text, until they expire: each of Find Jobs' searches
  // and counts carries the same token, and verifying its signature (Web Crypto, on the thread
  // pool) cost about 4% of the app's time under load. Only a text that was verified is found.
  const verified = expiringCache<JWTPayload>(VERIFIED_MAX, now);
  const verifiedPayload = async (token: string): Promise<JWTPayload> => {
    const known = verified.get(token);
    if (known) return known;
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: ['HS256'],
      currentDate: new Date(now()),
    });
    if (typeof payload.exp === 'number') verified.set(token, payload, payload.exp * 1000);
    return payload;
  };
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
        const payload = await verifiedPayload(token);
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
