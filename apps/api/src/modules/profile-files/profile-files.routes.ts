// Resume file and profile photo (spec 2 section 7.2).
import type { FastifyInstance } from 'fastify';
import type { ProfileDeps } from '../profile-deps';

export function profileFilesRoutes(_deps: ProfileDeps) {
  return async (_app: FastifyInstance) => {};
}
