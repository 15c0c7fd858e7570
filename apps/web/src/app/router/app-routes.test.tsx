import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAppConfig, buildSession } from '../../test/fixtures';
import { callsTo, type MockHandler, mockApi } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';

function signedIn(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/talentapi/app-config': { body: buildAppConfig() },
    'GET /api/talentapi/session': { body: buildSession() },
    ...overrides,
  });
}

describe('app routes', () => {
  it('sends a 401 on app-config to the login page with the returnUrl', async () => {
    mockApi({
      'GET /api/talentapi/app-config': {
        status: 401,
        body: { message: 'Unauthorised', code: 'UNAUTHORISED' },
      },
      'GET /api/talentapi/session': {
        status: 401,
        body: { message: 'Unauthorised', code: 'UNAUTHORISED' },
      },
    });
    const { router } = renderApp('/talent/find-jobs?keywords=nurse');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe(
      `/talent/login?returnUrl=${encodeURIComponent('/talent/find-jobs?keywords=nurse')}`,
    );
  });

  it('redirects offer to home', async () => {
    signedIn();
    const { router } = renderApp('/talent/offer');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane Citizen' }),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/talent/home');
  });

  it('redirects the app root to home', async () => {
    signedIn();
    const { router } = renderApp('/talent/');

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane Citizen' });
    expect(currentUrl(router)).toBe('/talent/home');
  });

  it('shows the not-found page, with a link home, for an unknown path', async () => {
    signedIn();
    renderApp('/talent/no-such-page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute(
      'href',
      '/talent/home',
    );
  });

  it('opens the job alert preferences from the bare job-alerts path', async () => {
    signedIn();
    const { router } = renderApp('/talent/job-alerts');

    await screen.findByRole('heading', { level: 1, name: 'Job Alert Preferences' });
    expect(currentUrl(router)).toBe('/talent/job-alerts/preferences');
  });

  it('sends details/basic to the business card on the profile', async () => {
    signedIn();
    const { router } = renderApp('/talent/details/basic');

    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(currentUrl(router)).toBe('/talent/profile#business-card');
  });

  it('sends talent to home when job matching is not enabled', async () => {
    signedIn({
      'GET /api/talentapi/app-config': { body: buildAppConfig({ jobMatchingEnabled: false }) },
    });
    const { router } = renderApp('/talent/job-matching/saved-jobs');

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane Citizen' });
    expect(currentUrl(router)).toBe('/talent/home');
  });

  it('shows job matching without the app shell when enabled', async () => {
    signedIn();
    renderApp('/talent/job-matching/saved-jobs');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Saved Jobs' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Job matching' });
    expect(within(tabs).getByRole('link', { name: 'My Saved Jobs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens a modal route in a dialog over its page and closes back to the page', async () => {
    signedIn();
    const { router } = renderApp('/talent/profile/edit-avatar');

    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile Photo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/talent/profile'));
  });

  it('opens Manage Internal Job Alerts as a modal over the connections page', async () => {
    signedIn();
    renderApp('/talent/connections/job-alert-preferences/42');

    expect(
      await screen.findByRole('dialog', { name: 'Manage Internal Job Alerts' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Communities' })).toBeInTheDocument();
  });

  it('knows a visitor of the public advert from the auth session, without a call that answers 401', async () => {
    const api = mockApi({ 'GET /api/auth/get-session': { body: null } });
    renderApp('/talent/job/ACME/abc123');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job description not available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(callsTo(api, 'GET /api/talentapi/session')).toHaveLength(0);
    expect(callsTo(api, 'GET /api/talentapi/app-config')).toHaveLength(0);
  });

  it('shows the public job advert to a visitor without asking to sign in', async () => {
    mockApi({
      'GET /api/talentapi/app-config': {
        status: 401,
        body: { message: 'Unauthorised', code: 'UNAUTHORISED' },
      },
      'GET /api/talentapi/session': {
        status: 401,
        body: { message: 'Unauthorised', code: 'UNAUTHORISED' },
      },
    });
    const { router } = renderApp('/talent/job/ACME/abc123');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job description not available' }),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/talent/job/ACME/abc123');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/talent/login?returnUrl=${encodeURIComponent('/talent/job/ACME/abc123')}`,
    );
  });
});
