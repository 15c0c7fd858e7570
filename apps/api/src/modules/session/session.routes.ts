// GET /api/talentapi/session: who is signed in, with the candidate feature toggles.
import type { TalentSession } from '@talent/contract';
import { talentSessionSchema } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { currentTalent } from '../../plugins/talent-session';

export function sessionRoutes(config: AppConfig) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/talentapi/session',
        { schema: { response: { 200: talentSessionSchema } } },
        async (request): Promise<TalentSession> => {
          const talent = currentTalent(request);
          return {
            email: talent.email,
            userId: talent.userId,
            profileId: talent.talentId,
            fullName: talent.fullName,
            isAuthenticated: true,
            candidateFeatureToggles: {
              hideLiveMarketOptionFromCandidateProfileEnabled:
                config.features.hideLiveMarketOptionFromCandidateProfileEnabled,
              hideOtherTalentCommunityPromptsEnabled:
                config.features.hideOtherTalentCommunityPromptsEnabled,
            },
          };
        },
      );
  };
}
