import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_CHANNEL_NAME } from '../../../shared/lib/session-channel';
import { buildAppConfig, buildSession } from '../../../test/fixtures';
import { callsTo, type MockHandler, mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';

function api(signIn: MockHandler = { body: { token: 't', user: { id: 'user-1' } } }) {
  return mockApi({
    'POST /api/auth/sign-in/email': signIn,
    'GET /api/talentapi/app-config': { body: buildAppConfig() },
    'GET /api/talentapi/session': { body: buildSession() },
  });
}

async function signIn(email = 'jane.citizen@example.com', password = 'correct horse') {
  await userEvent.type(await screen.findByLabelText(/Email address/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const loginWith = (returnUrl: string) => `/talent/login?${new URLSearchParams({ returnUrl })}`;

describe('login page', () => {
  it('signs in and returns to the returnUrl', async () => {
    const calls = api();
    const { router } = renderApp(loginWith('/talent/find-jobs?keywords=nurse'));

    await signIn();

    expect(await screen.findByRole('heading', { level: 1, name: 'Find Jobs' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/talent/find-jobs?keywords=nurse');
    expect(callsTo(calls, 'POST /api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'jane.citizen@example.com',
      password: 'correct horse',
    });
  });

  it('tells the other tabs who signed in', async () => {
    api();
    const otherTab = new BroadcastChannel(SESSION_CHANNEL_NAME);
    const received = new Promise<unknown>((resolve) =>
      otherTab.addEventListener('message', (event) => resolve(event.data)),
    );
    renderApp('/talent/login');

    await signIn();

    await expect(received).resolves.toEqual({ type: 'signed-in', userId: 'user-1' });
    otherTab.close();
  });

  it('goes home for a returnUrl on another site', async () => {
    api();
    const { router } = renderApp(loginWith('https://evil.example/talent/home'));

    await signIn();

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane Citizen' });
    expect(currentUrl(router)).toBe('/talent/home');
  });

  it('goes home for a protocol-relative returnUrl', async () => {
    api();
    const { router } = renderApp(loginWith('//evil.example/talent/home'));

    await signIn();

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane Citizen' });
    expect(currentUrl(router)).toBe('/talent/home');
  });

  it("shows the server's message when the email or password is wrong", async () => {
    api({
      status: 401,
      body: { message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' },
    });
    const { router } = renderApp('/talent/login');

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(currentUrl(router)).toBe('/talent/login');
  });

  it("shows the server's message when rate limited", async () => {
    api({
      status: 429,
      body: {
        message: 'Too many attempts. Please wait a minute and try again.',
        code: 'TOO_MANY_REQUESTS',
      },
    });
    renderApp('/talent/login');

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  it('checks the form with the contract rules before sending', async () => {
    const calls = api();
    renderApp('/talent/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(callsTo(calls, 'POST /api/auth/sign-in/email')).toHaveLength(0);
  });

  it('keeps the returnUrl on the link to sign up', async () => {
    api();
    renderApp(loginWith('/talent/profile'));

    expect(await screen.findByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      `/talent/sign-up?${new URLSearchParams({ returnUrl: '/talent/profile' })}`,
    );
  });
});
