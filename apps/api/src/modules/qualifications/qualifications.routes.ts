// Qualifications, licences, documents, IT skills, languages and their lookups (spec 2 section 7.2).
import type { FastifyInstance } from 'fastify';
import type { ProfileDeps } from '../profile-deps';

export function qualificationsRoutes(_deps: ProfileDeps) {
  return async (_app: FastifyInstance) => {};
}
