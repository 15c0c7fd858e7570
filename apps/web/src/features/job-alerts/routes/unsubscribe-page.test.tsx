import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { UNSUBSCRIBE } from '../test-support';

/** A visitor: the auth library knows of no session. */
function visitor(unsubscribe: Parameters<typeof mockApi>[0][string]) {
  return mockApi({ 'GET /api/auth/get-session': { body: null }, [UNSUBSCRIBE]: unsubscribe });
}

const URL_WITH_TOKEN = '/talent/job-alerts/unsubscribe?token=signed.token.1';

describe('Unsubscribe from job alerts', { timeout: 30_000 }, () => {
  it('opens without signing in and unsubscribes nobody until the button is pressed', async () => {
    const api = visitor({ body: { unsubscribed: true, email: 'jane.citizen@example.com' } });
    renderApp(URL_WITH_TOKEN);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from job alerts' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/stops the job alert emails this link was sent with/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(callsTo(api, UNSUBSCRIBE)).toHaveLength(0);
    expect(callsTo(api, 'GET /api/talentapi/session')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    const done = await screen.findByText(
      'You will no longer get job alert emails at jane.citizen@example.com.',
    );
    expect(done.closest('[role="status"]')).toHaveFocus();
    expect(callsTo(api, UNSUBSCRIBE).map((call) => call.body)).toEqual([
      { token: 'signed.token.1' },
    ]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your job alert preferences' })).toHaveAttribute(
      'href',
      '/talent/job-alerts/preferences',
    );
  });

  it('says the link is not valid when the server refuses the token', async () => {
    visitor({
      status: 400,
      body: { message: 'This unsubscribe link is not valid.', code: 'BAD_REQUEST' },
    });
    renderApp(URL_WITH_TOKEN);

    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says the link is not valid, and offers no button, without a token', async () => {
    const api = visitor({ body: { unsubscribed: true, email: 'x@example.com' } });
    renderApp('/talent/job-alerts/unsubscribe');

    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(callsTo(api, UNSUBSCRIBE)).toHaveLength(0);
  });

  it("keeps the button to try again after another failure, with the server's message", async () => {
    let fail = true;
    visitor(() =>
      fail
        ? { status: 503, body: { message: 'Mail settings are resting', code: 'UNAVAILABLE' } }
        : { body: { unsubscribed: true, email: 'jane.citizen@example.com' } },
    );
    renderApp(URL_WITH_TOKEN);

    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Mail settings are resting')).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() =>
      expect(
        screen.getByText('You will no longer get job alert emails at jane.citizen@example.com.'),
      ).toBeInTheDocument(),
    );
  });
});
