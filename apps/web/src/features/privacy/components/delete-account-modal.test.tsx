// Deleting the account (spec 3 sections 4, 5 and 8): the reason, the password or the typed
// DELETE, the server's password message beside the field, Other's free text, Cancel, and where
// each outcome takes the talent.
import { notifications } from '@mantine/notifications';
import type { TalentSession } from '@talent/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_CHANNEL_NAME } from '../../../shared/lib/session-channel';
import { callsTo, type MockHandler } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { DELETE_ACCOUNT, HAS_SET_PASSWORD, mockPrivacyApi } from '../test-support';

const WRONG_PASSWORD = {
  status: 400,
  body: {
    message: 'The password you entered is incorrect.',
    code: 'BAD_REQUEST',
    fields: { password: 'The password you entered is incorrect.' },
  },
};

async function openDeleteDialog(
  overrides: Record<string, MockHandler> = {},
  session: Partial<TalentSession> = {},
) {
  const api = mockPrivacyApi(overrides, session);
  const view = renderApp('/talent/privacy');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account' }));
  return { api, dialog, ...view };
}

const reasons = (dialog: ReturnType<typeof within>) =>
  dialog.findByRole('radiogroup', { name: /^Why are you closing your account\?/ });

describe('Delete Account', { timeout: 30_000 }, () => {
  it("asks for a reason: 'Please select a reason'", async () => {
    const { api, dialog } = await openDeleteDialog();
    await reasons(dialog);
    await userEvent.type(dialog.getByLabelText(/^Password/), 's3cret-pass');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect(await dialog.findByText('Please select a reason')).toBeInTheDocument();
    expect(callsTo(api, DELETE_ACCOUNT)).toHaveLength(0);
  });

  it("asks for the password when one is set: 'Please enter your password'", async () => {
    const { api, dialog } = await openDeleteDialog();
    await userEvent.click(within(await reasons(dialog)).getByLabelText('I get too many emails'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect(await dialog.findByText('Please enter your password')).toBeInTheDocument();
    expect(dialog.queryByLabelText(/^Type DELETE to confirm/)).not.toBeInTheDocument();
    expect(callsTo(api, DELETE_ACCOUNT)).toHaveLength(0);
  });

  it("shows the server's message beside the password field when the password is wrong", async () => {
    const { api, dialog } = await openDeleteDialog({ [DELETE_ACCOUNT]: WRONG_PASSWORD });
    await userEvent.click(within(await reasons(dialog)).getByLabelText('I get too many emails'));
    const password = dialog.getByLabelText(/^Password/);
    await userEvent.type(password, 'not-my-password');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/The password you entered is incorrect\./),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(callsTo(api, DELETE_ACCOUNT).map((call) => call.body)).toEqual([
      { reasonType: 2, password: 'not-my-password' },
    ]);
    expect(screen.getByRole('dialog', { name: 'Delete your account' })).toBeInTheDocument();
  });

  it('asks for DELETE to be typed when no password is set', async () => {
    const { api, dialog } = await openDeleteDialog({
      [HAS_SET_PASSWORD]: { body: { hasSetPassword: false } },
    });
    await userEvent.click(within(await reasons(dialog)).getByLabelText("I don't use my account"));
    expect(dialog.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/^Type DELETE to confirm/), 'delete');
    await userEvent.click(dialog.getByRole('button', { name: 'Email me the link' }));

    expect(await dialog.findByText('Please type DELETE to confirm')).toBeInTheDocument();
    expect(callsTo(api, DELETE_ACCOUNT)).toHaveLength(0);
  });

  it('shows a text box for the reason once Other is chosen, and sends it', async () => {
    const { api, dialog } = await openDeleteDialog({
      [DELETE_ACCOUNT]: { body: { outcome: 'closed' } },
    });
    const group = within(await reasons(dialog));
    expect(group.getAllByRole('radio')).toHaveLength(8);
    expect(dialog.queryByRole('textbox', { name: 'Tell us why' })).not.toBeInTheDocument();

    await userEvent.click(group.getByLabelText('Other'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Tell us why' }), 'Moving overseas');
    await userEvent.type(dialog.getByLabelText(/^Password/), 's3cret-pass');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(callsTo(api, DELETE_ACCOUNT)).toHaveLength(1));
    expect(callsTo(api, DELETE_ACCOUNT)[0]?.body).toEqual({
      reasonType: 8,
      reasonDescription: 'Moving overseas',
      password: 's3cret-pass',
    });
  });

  it('clears the reason on Cancel and gives focus back to the button', async () => {
    const { dialog } = await openDeleteDialog();
    await userEvent.click(within(await reasons(dialog)).getByLabelText('I get too many emails'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const open = screen.getByRole('button', { name: 'Delete Account' });
    await waitFor(() => expect(open).toHaveFocus());

    await userEvent.click(open);
    const again = within(await screen.findByRole('dialog', { name: 'Delete your account' }));
    for (const radio of within(await reasons(again)).getAllByRole('radio')) {
      expect(radio).not.toBeChecked();
    }
  });

  it('takes the talent to the account-closed page, signed out everywhere, when it closes', async () => {
    const posted = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    const { api, dialog, router, queryClient } = await openDeleteDialog({
      [DELETE_ACCOUNT]: { body: { outcome: 'closed' } },
    });
    await userEvent.click(
      within(await reasons(dialog)).getByLabelText('I think my account has been hacked'),
    );
    await userEvent.type(dialog.getByLabelText(/^Password/), 's3cret-pass');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account has been closed' }),
    ).toBeVisible();
    expect(currentUrl(router)).toBe('/talent/account-closed');
    expect(callsTo(api, DELETE_ACCOUNT)[0]?.body).toEqual({
      reasonType: 7,
      password: 's3cret-pass',
    });
    expect(posted).toHaveBeenCalledWith({ type: 'signed-out', userId: null });
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toBeUndefined());
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/talent/login');
    expect(screen.getByRole('link', { name: 'Create a new account' })).toHaveAttribute(
      'href',
      '/talent/sign-up',
    );
  });

  it('does not warn this tab that it signed in elsewhere: only the other tabs hear of it', async () => {
    const toasts = vi.spyOn(notifications, 'show');
    // Another tab, listening on the channel.
    const otherTab = new BroadcastChannel(SESSION_CHANNEL_NAME);
    const heard = new Promise<unknown>((resolve) =>
      otherTab.addEventListener('message', (event) => resolve(event.data), { once: true }),
    );
    const { dialog } = await openDeleteDialog({
      [DELETE_ACCOUNT]: { body: { outcome: 'closed' } },
    });
    await userEvent.click(within(await reasons(dialog)).getByLabelText("I don't use my account"));
    await userEvent.type(dialog.getByLabelText(/^Password/), 's3cret-pass');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));

    await screen.findByRole('heading', { level: 1, name: 'Your account has been closed' });
    expect(await heard).toEqual({ type: 'signed-out', userId: null });
    // Delivered to every channel of the page by now: this tab's layout, had it still listened.
    await new Promise((resolve) => setTimeout(resolve, 50));
    otherTab.close();
    expect(toasts).not.toHaveBeenCalledWith(expect.objectContaining({ id: 'session-changed' }));
    expect(screen.queryByText('Please reload to refresh your session.')).not.toBeInTheDocument();
  });

  it("shows 'check your email' when the link to close the account was mailed", async () => {
    const { api, dialog, router } = await openDeleteDialog({
      [HAS_SET_PASSWORD]: { body: { hasSetPassword: false } },
      [DELETE_ACCOUNT]: { body: { outcome: 'confirmationSent' } },
    });
    await userEvent.click(within(await reasons(dialog)).getByLabelText("I don't use my account"));
    await userEvent.type(dialog.getByLabelText(/^Type DELETE to confirm/), 'DELETE');
    await userEvent.click(dialog.getByRole('button', { name: 'Email me the link' }));

    const sent = within(await screen.findByRole('dialog', { name: 'Check your email' }));
    expect(
      sent.getByText(
        'We sent a link to close your account to jane.citizen@example.com. Open it within 24 hours to finish closing your account.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Delete your account' })).not.toBeInTheDocument();
    expect(callsTo(api, DELETE_ACCOUNT)[0]?.body).toEqual({
      reasonType: 4,
      confirmation: 'DELETE',
    });
    expect(currentUrl(router)).toBe('/talent/privacy');

    await userEvent.click(sent.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the password status could not be loaded, and tries again', async () => {
    let fail = true;
    const { dialog } = await openDeleteDialog({
      [HAS_SET_PASSWORD]: () =>
        fail
          ? { status: 503, body: { message: 'Resting', code: 'UNAVAILABLE' } }
          : { body: { hasSetPassword: true } },
    });
    expect(dialog.getByRole('status')).toHaveTextContent('Checking your account…');
    expect(await dialog.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      "We couldn't check your account. Please try again.",
    );

    fail = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByLabelText(/^Password/)).toBeInTheDocument();
  });

  it("shows other failures in a toast with the server's message", async () => {
    const { dialog } = await openDeleteDialog({
      [DELETE_ACCOUNT]: {
        status: 500,
        body: { message: 'Accounts are resting', code: 'INTERNAL' },
      },
    });
    await userEvent.click(within(await reasons(dialog)).getByLabelText('I get too many emails'));
    await userEvent.type(dialog.getByLabelText(/^Password/), 's3cret-pass');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Accounts are resting')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Password/)).not.toHaveAttribute('aria-invalid', 'true');
  });
});
