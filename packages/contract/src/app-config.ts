// GET /api/talentapi/app-config (spec 1 section 3, spec 3 section 3). Carries no secret:
// the maps and analytics keys are null because the product needs neither.
import { z } from 'zod';

export const APP_VERSION = '1.0.2447';
export const APP_ID = 'talent';
export const APP_BASE_PATH = '/talent';

export const tokenSchema = z.object({ tokenType: z.string(), accessToken: z.string() });

export const appConfigSchema = z.object({
  jobMatchingEnabled: z.boolean(),
  hideTalentCommunities: z.boolean(),
  languageCode: z.string(),
  apiBaseUrl: z.string(),
  mainPlatformBaseUrl: z.string(),
  careersApiBaseUrl: z.string(),
  /** The careers host ({product}BaseUrl): job adverts live under it. */
  careersBaseUrl: z.string(),
  /** The privacy page's contact (the Privacy Manager) and its privacy and security links. */
  privacyContactEmail: z.string(),
  privacyPolicyUrl: z.string(),
  securityInfoUrl: z.string(),
  mapsServiceKey: z.string().nullable(),
  analyticsWriteKey: z.string().nullable(),
  tenantId: z.string().nullable(),
  careersToken: tokenSchema.nullable(),
  homeBaseCountryId: z.string(),
  useImperialUnits: z.boolean(),
  environmentId: z.string(),
  appVersion: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const appVersionSchema = z.object({
  appId: z.string(),
  environmentId: z.string(),
  version: z.string(),
});
export type AppVersion = z.infer<typeof appVersionSchema>;

/** True when `latest` is a greater dotted version than `running` (1.0.10 > 1.0.9). */
export function isNewerVersion(latest: string, running: string): boolean {
  const a = latest.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const b = running.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}
