// The public pages of closing an account: the mailed link's confirm page (only its button sends
// the token) and the closed page, both open without signing in.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, type MockHandler, mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { CONFIRM_DELETION } from '../test-support';

/** A visitor: the auth library knows of no session. */
const visitor = (confirm: MockHandler) =>
  mockApi({ 'GET /api/auth/get-session': { body: null }, [CONFIRM_DELETION]: confirm });

const LINK = '/talent/account/confirm-deletion?token=signed.token.7';
const INVALID =
  'This link to close your account is not valid or has expired. Sign in and ask again from Account Management and Privacy.';

describe('Closing the account from the mailed link', { timeout: 30_000 }, () => {
  it('posts the token only when Close my account is pressed, then shows the closed page', async () => {
    const api = visitor({ body: { outcome: 'closed' } });
    const { router } = renderApp(LINK);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Close your account' }),
    ).toBeVisible();
    expect(callsTo(api, CONFIRM_DELETION)).toHaveLength(0);
    expect(callsTo(api, 'GET /api/talentapi/session')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Close my account' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account has been closed' }),
    ).toBeVisible();
    expect(currentUrl(router)).toBe('/talent/account-closed');
    expect(callsTo(api, CONFIRM_DELETION).map((call) => call.body)).toEqual([
      { token: 'signed.token.7' },
    ]);
  });

  it("shows the server's message in an alert when the token is refused", async () => {
    visitor({ status: 400, body: { message: INVALID, code: 'BAD_REQUEST' } });
    const { router } = renderApp(LINK);

    await userEvent.click(await screen.findByRole('button', { name: 'Close my account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INVALID);
    expect(alert).toHaveFocus();
    expect(currentUrl(router)).toBe('/talent/account/confirm-deletion?token=signed.token.7');
    // A refused link cannot succeed on a second press.
    expect(screen.queryByRole('button', { name: 'Close my account' })).not.toBeInTheDocument();
  });

  it('says the link is not valid, and offers no button, without a token', async () => {
    const api = visitor({ body: { outcome: 'closed' } });
    renderApp('/talent/account/confirm-deletion');

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByRole('button', { name: 'Close my account' })).not.toBeInTheDocument();
    expect(callsTo(api, CONFIRM_DELETION)).toHaveLength(0);
  });
});

describe('The account-closed page', { timeout: 30_000 }, () => {
  it('opens with no session call and offers to sign up or sign in', async () => {
    const api = mockApi({});
    renderApp('/talent/account-closed');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account has been closed' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a new account' })).toHaveAttribute(
      'href',
      '/talent/sign-up',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/talent/login');
    expect(api).not.toHaveBeenCalled();
  });
});
