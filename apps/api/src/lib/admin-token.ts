// The admin token check for operator-only calls (job import, company tokens): `Authorization: Bearer <token>`
// compared in constant time, so response timing does not reveal how much of a guess matched.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function adminTokenMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
  // Hashing first gives equal lengths, which timingSafeEqual needs, without leaking the length.
  const equal = timingSafeEqual(digest(given ?? ''), digest(token));
  return given !== undefined && equal;
}

/** An onRequest hook: runs before the body is read, so no one can make us parse 20 MB. */
export function requireAdminToken(token: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (adminTokenMatches(request.headers.authorization, token)) return;
    reply.header('www-authenticate', 'Bearer');
    throw new AppError('UNAUTHORIZED', 'A valid admin token is required.');
  };
}
