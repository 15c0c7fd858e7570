import { authMessages } from '@talent/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAppConfig, buildSession } from '../../../test/fixtures';
import { callsTo, type MockHandler, mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';

function api(signUp: MockHandler = { body: { token: 't', user: { id: 'user-1' } } }) {
  return mockApi({
    'POST /api/auth/sign-up/email': signUp,
    'GET /api/talentapi/app-config': { body: buildAppConfig() },
    'GET /api/talentapi/session': { body: buildSession() },
  });
}

async function fillIn(name: string, email: string, password: string) {
  if (name) await userEvent.type(await screen.findByLabelText(/Full name/), name);
  if (email) await userEvent.type(screen.getByLabelText(/Email address/), email);
  if (password) await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('sign-up page', () => {
  it('shows the contract messages for a bad email and a short password, and sends nothing', async () => {
    const calls = api();
    renderApp('/talent/sign-up');

    await fillIn('Jane Citizen', 'jane@', 'short');

    expect(await screen.findByText(authMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(callsTo(calls, 'POST /api/auth/sign-up/email')).toHaveLength(0);
  });

  it('creates the account, signs in and goes home', async () => {
    const calls = api();
    const { router } = renderApp('/talent/sign-up');

    await fillIn('Jane Citizen', 'jane.citizen@example.com', 'long enough password');

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane Citizen' });
    expect(currentUrl(router)).toBe('/talent/home');
    expect(callsTo(calls, 'POST /api/auth/sign-up/email')[0]?.body).toEqual({
      name: 'Jane Citizen',
      email: 'jane.citizen@example.com',
      password: 'long enough password',
    });
  });

  it("shows the server's field messages beside the fields", async () => {
    api({
      status: 400,
      body: {
        message: 'Please enter a valid email address',
        code: 'BAD_REQUEST',
        fields: { email: 'Please enter a valid email address' },
      },
    });
    renderApp('/talent/sign-up');

    await fillIn('Jane Citizen', 'jane@example.com', 'long enough password');

    expect(await screen.findByLabelText(/Email address/)).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when the email is already registered", async () => {
    api({
      status: 422,
      body: { message: 'User already exists. Use another email.', code: 'USER_ALREADY_EXISTS' },
    });
    renderApp('/talent/sign-up');

    await fillIn('Jane Citizen', 'jane@example.com', 'long enough password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'User already exists. Use another email.',
    );
  });
});
