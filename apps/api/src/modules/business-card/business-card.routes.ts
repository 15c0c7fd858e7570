// Business card, privacy, job search status, link types, countries and states (spec 2 sections 5, 7.2).
import type { FastifyInstance } from 'fastify';
import type { ProfileDeps } from '../profile-deps';

export function businessCardRoutes(_deps: ProfileDeps) {
  return async (_app: FastifyInstance) => {};
}
