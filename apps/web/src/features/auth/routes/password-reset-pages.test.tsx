import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('forgot password page', () => {
  it('asks for a link back to the reset page and shows the neutral message', async () => {
    const calls = mockApi({ 'POST /api/auth/request-password-reset': { body: { status: true } } });
    renderApp('/talent/forgot-password');

    await userEvent.type(await screen.findByLabelText(/Email address/), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText(
        'If an account exists for jane@example.com, a link to reset your password is on its way. Check your email.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST /api/auth/request-password-reset')[0]?.body).toEqual({
      email: 'jane@example.com',
      redirectTo: '/talent/reset-password',
    });
  });

  it('shows the same message when the server refuses the address', async () => {
    mockApi({
      'POST /api/auth/request-password-reset': {
        status: 400,
        body: { message: 'User not found', code: 'NOT_FOUND' },
      },
    });
    renderApp('/talent/forgot-password');

    await userEvent.type(await screen.findByLabelText(/Email address/), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText(/If an account exists for nobody@example.com/),
    ).toBeInTheDocument();
    expect(screen.queryByText('User not found')).not.toBeInTheDocument();
  });
});

describe('reset password page', () => {
  it('sends the new password with the token from the link', async () => {
    const calls = mockApi({ 'POST /api/auth/reset-password': { body: { status: true } } });
    renderApp('/talent/reset-password?token=abc123');

    await userEvent.type(await screen.findByLabelText(/^New password/), 'a new password');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'a new password');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(
      await screen.findByText('Your password has been reset. Sign in with your new password.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST /api/auth/reset-password')[0]?.body).toEqual({
      newPassword: 'a new password',
      token: 'abc123',
    });
  });

  it('requires the confirmation to match', async () => {
    const calls = mockApi({});
    renderApp('/talent/reset-password?token=abc123');

    await userEvent.type(await screen.findByLabelText(/^New password/), 'a new password');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'another password');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(callsTo(calls, 'POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('says the link is invalid when it arrives with error=INVALID_TOKEN', async () => {
    mockApi({});
    renderApp('/talent/reset-password?error=INVALID_TOKEN');

    expect(
      await screen.findByText(
        'This password reset link is invalid or has expired. Please request a new one.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
