// The home dashboard's status, cards and the edit=business-card parameter (spec 3 section 2).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo } from '../../../test/mock-api';
import {
  buildDashboardStatus,
  buildSection,
  GET_STATUS,
  mockHomeApi,
  renderHome,
} from '../test-support';
import '../../profile/work-history/test/stub-document-fonts';

// jsdom has no layout: the opened business card form's scroll into view is a no-op here.
Element.prototype.scrollIntoView = vi.fn();

describe('home dashboard', { timeout: 30_000 }, () => {
  it('shows profile views and connections, linking to My Communities', async () => {
    mockHomeApi({
      [GET_STATUS]: { body: buildDashboardStatus({}, { totalViews: 1280, connectionCount: 4 }) },
    });
    renderHome();
    const stats = await screen.findByRole('region', { name: 'Your activity' });
    expect(within(stats).getByText('Profile views')).toBeInTheDocument();
    expect(within(stats).getByText('1,280')).toBeInTheDocument();
    expect(within(stats).getByText('4')).toBeInTheDocument();
    expect(within(stats).getByRole('link', { name: 'View your connections' })).toHaveAttribute(
      'href',
      '/connections',
    );
  });

  it('shows the completion with its calls to action beside the profile cards', async () => {
    mockHomeApi();
    renderHome();
    expect(
      await screen.findByRole('progressbar', { name: 'Profile 35% complete' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Work history' })).toHaveAttribute(
      'href',
      '/profile#work-history',
    );
    expect(await screen.findByRole('heading', { name: 'Jane Citizen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resume' })).toBeInTheDocument();
    expect(
      screen.getByRole('complementary', { name: 'Be found by the companies you want to work for' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Set up your job alert preferences')).toBeInTheDocument();
  });

  it('opens the business card editor for edit=business-card, then clears the parameter', async () => {
    mockHomeApi();
    const { location } = renderHome('/home?edit=business-card');
    expect(await screen.findByRole('form', { name: 'Edit business card' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/home'));
    expect(screen.getByRole('heading', { name: 'Edit' })).toBeInTheDocument();
  });

  it('opens the business card editor from its call to action', async () => {
    mockHomeApi({
      [GET_STATUS]: {
        body: buildDashboardStatus({
          sections: [
            buildSection({
              key: 'business-card',
              label: 'Business card',
              navigationTarget: { ngxRoute: '/profile#business-card', state: 'edit-business-card' },
            }),
          ],
        }),
      },
    });
    renderHome();
    await screen.findByRole('heading', { name: 'Jane Citizen' });
    expect(screen.queryByRole('form', { name: 'Edit business card' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Business card' }));
    expect(await screen.findByRole('form', { name: 'Edit business card' })).toBeInTheDocument();
  });

  it("asks for the status once a visit: the route's loader reads it afresh, the page does not ask again", async () => {
    const api = mockHomeApi({
      [GET_STATUS]: { body: buildDashboardStatus({ cvCompletion: 100, sections: [] }) },
    });
    const { router } = renderHome('/home', { withLoader: true });
    expect(await screen.findByText('Your profile is complete')).toBeInTheDocument();
    expect(callsTo(api, GET_STATUS)).toHaveLength(1);
    // Back to home later: read again, once.
    await router.navigate('/elsewhere');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    await router.navigate('/home');
    expect(await screen.findByText('Your profile is complete')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, GET_STATUS)).toHaveLength(2));
  });

  it('shows a failed status load with Try again, then the status', async () => {
    let fail = true;
    const api = mockHomeApi({
      [GET_STATUS]: () =>
        fail
          ? { status: 500, body: { message: 'Status is down', code: 'INTERNAL' } }
          : { body: buildDashboardStatus({ cvCompletion: 100, sections: [] }) },
    });
    renderHome();
    const failed = await screen.findByText("We couldn't load your profile status.");
    const alert = failed.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Status is down')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your profile is complete')).toBeInTheDocument();
    expect(callsTo(api, GET_STATUS)).toHaveLength(2);
  });
});
