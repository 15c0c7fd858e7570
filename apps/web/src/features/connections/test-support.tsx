// Builders and a fake connections API for the My Communities tests.
import type { Connection, ConnectionJobAlertPreferencesResponse } from '@talent/contract';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { buildAppConfig, buildSession } from '../../test/fixtures';
import { type MockHandler, mockApi } from '../../test/mock-api';

export const CONNECTION_ID = '2b0f6f0e-6a43-4c6b-9a55-3d7c2f1e8a01';
export const REQUEST_ID = '9c1a7b52-0d8e-4f3a-a6c1-5e2b8d7f4a02';

/** A day's noon in UTC, so the date is the same in any test machine's time zone. */
export const day = (isoDate: string) => `${isoDate}T12:00:00.000Z`;

/** In date, well away from expiry (days from today). */
export const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

export function buildConnection(overrides: Partial<Connection> = {}): Connection {
  return {
    id: CONNECTION_ID,
    companyName: 'Tasman Health',
    companyLogoSrc: '/files/logos/tasman-health.png',
    companyLogoSrc2x: '/files/logos/tasman-health@2x.png',
    communityName: 'Tasman Health Nursing',
    segmentCode: 'tasman-health-nursing',
    statusName: 'Connected',
    relationship: 'internal',
    showJobAlertsConfig: false,
    jobAlertsPreferencesSpecified: false,
    jobAlertsEnabled: false,
    initiallyConnectedAt: day('2026-03-05'),
    consentExpiry: daysFromNow(200),
    consentExpiresHuman: 'in 6 months',
    consentExpiresSoon: false,
    profileShared: true,
    requests: [{ id: REQUEST_ID }],
    ...overrides,
  };
}

export function buildJobAlertPreferences(
  overrides: Partial<ConnectionJobAlertPreferencesResponse> = {},
): ConnectionJobAlertPreferencesResponse {
  return {
    companyName: 'Tasman Health',
    keywords: '',
    enableAlerts: false,
    frequency: null,
    specified: false,
    ...overrides,
  };
}

export const BASE = '/api/talentapi/connections';

/**
 * The signed-in app answering GET connections with `connections` (read at each call, so a
 * handler may change it); override or add any call.
 */
export function mockConnectionsApi(
  connections: { current: Connection[] },
  overrides: Record<string, MockHandler> = {},
) {
  return mockApi({
    'GET /api/talentapi/app-config': { body: buildAppConfig() },
    'GET /api/talentapi/session': { body: buildSession() },
    [`GET ${BASE}`]: () => ({ body: { connections: connections.current } }),
    ...overrides,
  });
}

/** Renders a component in the app's providers and a memory router. */
export function renderWithApp(ui: ReactElement, { url = '/connections' } = {}) {
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18next} env="test">
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient };
}
