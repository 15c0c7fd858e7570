// The web resume, roles, summaries and section visibility (spec 2 section 7.2).
import type { FastifyInstance } from 'fastify';
import type { ProfileDeps } from '../profile-deps';

export function webresumeRoutes(_deps: ProfileDeps) {
  return async (_app: FastifyInstance) => {};
}
