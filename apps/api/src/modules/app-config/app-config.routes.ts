// GET /api/talentapi/app-config: what the web app needs to know about this installation.
// No secret leaves here; the careers token is a short-lived one for the signed-in talent.
import { APP_VERSION, type AppConfig as AppConfigBody, appConfigSchema } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { TokenService } from '../../lib/tokens';
import { currentTalent } from '../../plugins/talent-session';

export const CAREERS_TOKEN_TTL_SECONDS = 60 * 60;
/** Countries whose people think in miles (radius options in miles). */
const IMPERIAL_COUNTRIES = new Set(['US', 'GB', 'LR', 'MM']);

export function appConfigRoutes(config: AppConfig, tokens: TokenService) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/talentapi/app-config',
        { schema: { response: { 200: appConfigSchema } } },
        async (request): Promise<AppConfigBody> => {
          const talent = currentTalent(request);
          const careers = await tokens.issue(
            { sub: talent.talentId, scope: 'careers' },
            CAREERS_TOKEN_TTL_SECONDS,
          );
          return {
            jobMatchingEnabled: config.features.jobMatchingEnabled,
            hideTalentCommunities: config.features.hideTalentCommunities,
            languageCode: 'en-AU',
            apiBaseUrl: `${config.publicUrl}/api`,
            mainPlatformBaseUrl: config.mainPlatformBaseUrl,
            careersApiBaseUrl: `${config.publicUrl}/api/careers`,
            careersBaseUrl: config.careersBaseUrl,
            privacyContactEmail: config.privacy.contactEmail,
            privacyPolicyUrl: config.privacy.policyUrl,
            securityInfoUrl: config.privacy.securityUrl,
            mapsServiceKey: null,
            analyticsWriteKey: null,
            tenantId: null,
            careersToken: { tokenType: careers.tokenType, accessToken: careers.accessToken },
            homeBaseCountryId: config.homeCountry,
            useImperialUnits: IMPERIAL_COUNTRIES.has(config.homeCountry),
            environmentId: config.environmentId,
            appVersion: APP_VERSION,
          };
        },
      );
  };
}
