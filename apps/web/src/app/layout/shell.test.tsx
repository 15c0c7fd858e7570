import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_CHANNEL_NAME } from '../../shared/lib/session-channel';
import { buildAppConfig, buildSession } from '../../test/fixtures';
import { callsTo, type MockHandler, mockApi } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';

function signedIn(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/talentapi/app-config': { body: buildAppConfig() },
    'GET /api/talentapi/session': { body: buildSession() },
    'GET /api/talentapi/job-listing/new-jobs-count': { body: { count: 12 } },
    ...overrides,
  });
}

async function mainNavigation() {
  return screen.findByRole('navigation', { name: 'Main navigation' });
}

describe('app shell', () => {
  it('has a skip link and the header, navigation, main and footer landmarks', async () => {
    signedIn();
    renderApp('/talent/home');

    await mainNavigation();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('lists the tabs in priority order and marks the active one', async () => {
    signedIn();
    renderApp('/talent/job-alerts/results');

    const nav = await mainNavigation();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Profile',
      expect.stringMatching(/^Find Jobs/),
      'Job Alert Preferences',
      'My Communities',
      'Job Matching',
      'Find Communities',
    ]);
    expect(within(nav).getByRole('link', { name: 'Job Alert Preferences' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('removes the Job Matching tab when job matching is not enabled', async () => {
    signedIn({
      'GET /api/talentapi/app-config': { body: buildAppConfig({ jobMatchingEnabled: false }) },
    });
    renderApp('/talent/home');

    const nav = await mainNavigation();
    expect(within(nav).queryByRole('link', { name: 'Job Matching' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('removes both communities tabs when talent communities are hidden', async () => {
    signedIn({
      'GET /api/talentapi/app-config': { body: buildAppConfig({ hideTalentCommunities: true }) },
    });
    renderApp('/talent/home');

    const nav = await mainNavigation();
    expect(within(nav).queryByRole('link', { name: 'My Communities' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Find Communities' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Job Matching' })).toBeInTheDocument();
  });

  it("shows the user's name and email and signs out to the login page", async () => {
    const api = signedIn({ 'POST /api/auth/sign-out': { body: { success: true } } });
    const { router } = renderApp('/talent/home');

    const account = await screen.findByRole('button', { name: /Jane Citizen/ });
    expect(within(account).getByText('jane.citizen@example.com')).toBeInTheDocument();
    await userEvent.click(account);
    expect(
      await screen.findByRole('menuitem', { name: 'Account Management and Privacy' }),
    ).toHaveAttribute('href', '/talent/privacy');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/talent/login');
    expect(callsTo(api, 'POST /api/auth/sign-out')).toHaveLength(1);
  });

  it('warns when another tab signs in as someone else', async () => {
    signedIn();
    renderApp('/talent/home');
    await mainNavigation();

    const otherTab = new BroadcastChannel(SESSION_CHANNEL_NAME);
    otherTab.postMessage({ type: 'signed-in', userId: 'someone-else' });
    otherTab.close();

    // The page gives way: nothing of it (or of the shell) stays to show the other user's data.
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Please reload to refresh your session.',
    });
    const notice = screen.getByRole('main');
    expect(notice).toContainElement(heading);
    expect(
      within(notice).getByText('You signed in with another tab or window.'),
    ).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    // And the toast of spec 1 section 9 says so too.
    expect(await screen.findAllByText('You signed in with another tab or window.')).toHaveLength(2);
  });

  it('opens the navigation in a drawer from the header menu button', async () => {
    signedIn();
    renderApp('/talent/home');

    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Profile' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });

  it('closes the drawer when the window widens past the breakpoint', async () => {
    // The desktop query, answered by the test: narrow first, then wide.
    let wide = false;
    const answer = (query: string) => query === '(min-width: 992px)' && wide;
    const listeners = new Map<(event: { matches: boolean }) => void, string>();
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return answer(query);
          },
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
            listeners.set(listener, query),
          removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
            listeners.delete(listener),
          dispatchEvent: () => false,
        }) as unknown as MediaQueryList,
    );
    try {
      signedIn();
      renderApp('/talent/home');
      await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
      await screen.findByRole('dialog');

      wide = true;
      act(() => {
        for (const [listener, query] of listeners) listener({ matches: answer(query) });
      });

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      matchMedia.mockRestore();
    }
  });
});
