// A fake API for the privacy tests: the signed-in app, the business card (for the visibility
// control), and the password status; override or add any call.
import type { TalentSession } from '@talent/contract';
import { buildAppConfig, buildSession } from '../../test/fixtures';
import { type MockHandler, mockApi } from '../../test/mock-api';
import { buildCard } from '../profile/business-card/test-support';

export const HAS_SET_PASSWORD = 'GET /api/talentapi/privacy/has-set-password';
export const DELETE_ACCOUNT = 'POST /api/talentapi/settings/delete-account';
export const CONFIRM_DELETION = 'POST /api/account/confirm-deletion';
export const BUSINESS_CARD = 'GET /api/talentapi/businessCard';

export function mockPrivacyApi(
  overrides: Record<string, MockHandler> = {},
  session: Partial<TalentSession> = {},
) {
  return mockApi({
    'GET /api/talentapi/app-config': { body: buildAppConfig() },
    'GET /api/talentapi/session': { body: buildSession(session) },
    [BUSINESS_CARD]: { body: buildCard() },
    [HAS_SET_PASSWORD]: { body: { hasSetPassword: true } },
    ...overrides,
  });
}
