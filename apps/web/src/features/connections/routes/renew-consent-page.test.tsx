import { CONSENT_RENEWAL_MESSAGES } from '@talent/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, type MockHandler, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const RENEWAL = '/api/connections/consent-renewal';
const PAGE = '/talent/connections/renew-consent?token=signed.token.7';

/** A visitor (no session) opening the reminder mail's link. */
function visitor(get: MockHandler, post: MockHandler = { body: null }) {
  return mockApi({
    'GET /api/auth/get-session': { body: null },
    [`GET ${RENEWAL}`]: get,
    [`POST ${RENEWAL}`]: post,
  });
}

const current = {
  companyName: 'Harbourline Health',
  communityName: 'Nursing',
  consentExpiry: '2027-01-05T00:00:00.000Z',
};

describe('Renewing consent from the reminder mail', { timeout: 30_000 }, () => {
  it('shows the terms without signing in and renews only when they are accepted', async () => {
    const api = visitor(
      { body: current },
      { body: { ...current, consentExpiry: '2027-12-02T00:00:00.000Z' } },
    );
    renderApp(PAGE);

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Harbourline Health Terms and Conditions',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your consent for Harbourline Health ends on 5 Jan 2027.'),
    ).toBeVisible();
    expect(callsTo(api, `GET ${RENEWAL}`)[0]?.url.searchParams.get('token')).toBe('signed.token.7');

    await userEvent.click(screen.getByRole('button', { name: 'Renew consent' }));
    expect(
      await screen.findByText('Please accept the terms and conditions to renew your consent'),
    ).toBeVisible();
    expect(callsTo(api, `POST ${RENEWAL}`)).toHaveLength(0);

    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'I accept the Harbourline Health Terms and Conditions',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Renew consent' }));

    const done = await screen.findByText(
      'You have successfully renewed your data consent for Harbourline Health. Your consent will expire on 2 Dec 2027.',
    );
    expect(done.closest('[role="status"]')).toHaveFocus();
    expect(callsTo(api, `POST ${RENEWAL}`).map((call) => call.body)).toEqual([
      { token: 'signed.token.7' },
    ]);
    expect(screen.getByRole('link', { name: 'Go to My Communities' })).toHaveAttribute(
      'href',
      '/talent/connections',
    );
  });

  it("shows the server's message for a link that cannot be used, and no terms", async () => {
    visitor({
      status: 400,
      body: { message: CONSENT_RENEWAL_MESSAGES.linkInvalid, code: 'BAD_REQUEST' },
    });
    renderApp(PAGE);
    expect(await screen.findByText(CONSENT_RENEWAL_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew consent' })).not.toBeInTheDocument();
  });

  it('says the link cannot be used without a token, and asks nothing of the server', async () => {
    const api = visitor({ body: current });
    renderApp('/talent/connections/renew-consent');
    expect(await screen.findByText(CONSENT_RENEWAL_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(callsTo(api, `GET ${RENEWAL}`)).toHaveLength(0);
  });
});
