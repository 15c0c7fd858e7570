// The home dashboard's arrival messages and their dismissals (spec 3 sections 2 and 4).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  readTalentLocalStore,
  writeTalentLocalStore,
} from '../../../shared/local-store/talent-local-store';
import { callsTo } from '../../../test/mock-api';
import { buildArrivalMessage, GET_ARRIVAL, mockHomeApi, renderHome } from '../test-support';
import '../../profile/work-history/test/stub-document-fonts';

// jsdom has no layout: the opened business card form's scroll into view is a no-op here.
Element.prototype.scrollIntoView = vi.fn();

const PROFILE = 'talent-1';

/** The arrival messages have loaded (whether or not there are any). */
async function messagesLoaded(api: ReturnType<typeof mockHomeApi>) {
  // Asked for, so the loading look shows until the answer is in.
  await waitFor(() => expect(callsTo(api, GET_ARRIVAL).length).toBeGreaterThan(0));
  await waitFor(() => expect(screen.queryByLabelText('Loading your messages…')).toBeNull());
}

describe('home arrival messages', { timeout: 30_000 }, () => {
  it('welcomes a new sign-up, and the welcome stays dismissed', async () => {
    const api = mockHomeApi({
      [GET_ARRIVAL]: { body: buildArrivalMessage({ isNewSignup: true }) },
    });
    const first = renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane Citizen' }),
    ).toBeInTheDocument();
    await screen.findByText('Welcome to Talent Portal');
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss welcome message' }));
    expect(screen.queryByText('Welcome to Talent Portal')).toBeNull();
    expect(readTalentLocalStore(PROFILE).hasDismissedWelcomeMessage).toBe(true);

    first.unmount();
    api.mockClear();
    renderHome();
    await messagesLoaded(api);
    expect(screen.queryByText('Welcome to Talent Portal')).toBeNull();
  });

  it('does not welcome a talent who is not a new sign-up', async () => {
    const api = mockHomeApi();
    renderHome();
    await messagesLoaded(api);
    expect(screen.queryByText('Welcome to Talent Portal')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
  });

  it('hides connection messages up to the last dismissed id, and dismisses up to the newest shown', async () => {
    writeTalentLocalStore(PROFILE, { lastDismissedConnectionMessageId: '0002' });
    mockHomeApi({
      [GET_ARRIVAL]: {
        body: buildArrivalMessage({
          connections: [
            { id: '0001', companyName: 'Acme' },
            { id: '0002', companyName: 'Globex' },
            { id: '0003', companyName: 'Initech' },
            { id: '0004', companyName: 'Umbrella' },
          ],
        }),
      },
    });
    renderHome();
    const initech = await screen.findByText('Initech invited you to join their talent community.');
    expect(screen.getByText('Umbrella invited you to join their talent community.')).toBeVisible();
    expect(screen.queryByText(/Acme invited you/)).toBeNull();
    expect(screen.queryByText(/Globex invited you/)).toBeNull();
    const banner = initech.closest('[role="status"]') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'View invitation' })).toHaveAttribute(
      'href',
      '/connections',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss invitation from Initech' }));
    expect(screen.queryByText(/invited you to join/)).toBeNull();
    expect(readTalentLocalStore(PROFILE).lastDismissedConnectionMessageId).toBe('0004');
  });

  it('dismisses job application messages by id', async () => {
    writeTalentLocalStore(PROFILE, { dismissedJobApplicationMessageIds: { a1: true } });
    mockHomeApi({
      [GET_ARRIVAL]: {
        body: buildArrivalMessage({
          jobs: [
            { id: 'a2', roleName: 'Chef', companyName: 'Globex' },
            { id: 'a1', roleName: 'Nurse', companyName: 'Acme' },
          ],
        }),
      },
    });
    renderHome();
    const chef = await screen.findByText('Your application for Chef at Globex has been submitted.');
    expect(screen.queryByText(/Nurse at Acme/)).toBeNull();
    const banner = chef.closest('[role="status"]') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'View your applications' })).toHaveAttribute(
      'href',
      '/job-applications/applied',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Dismiss message about Chef at Globex' }),
    );
    expect(screen.queryByText(/Chef at Globex/)).toBeNull();
    expect(readTalentLocalStore(PROFILE).dismissedJobApplicationMessageIds).toEqual({
      a1: true,
      a2: true,
    });
  });

  it('tells the talent about job matching, with the company logo, until dismissed', async () => {
    mockHomeApi({
      [GET_ARRIVAL]: {
        body: buildArrivalMessage({
          jobMatching: { companyName: 'Acme', companyLogoUrl: 'https://cdn.example/acme.png' },
        }),
      },
    });
    const { container } = renderHome();
    await screen.findByText('Jobs at Acme are now matched to your skills and preferences.');
    expect(container.querySelector('img[src="https://cdn.example/acme.png"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'See your matched jobs' })).toHaveAttribute(
      'href',
      '/job-matching',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss job matching message' }));
    expect(screen.queryByText(/are now matched/)).toBeNull();
    expect(readTalentLocalStore(PROFILE).hasDismissedNewJobMatchingUserMessage).toBe(true);
  });

  it('shows a failed load of the messages with Try again', async () => {
    let fail = true;
    mockHomeApi({
      [GET_ARRIVAL]: () =>
        fail
          ? { status: 500, body: { message: 'Messages are down', code: 'INTERNAL' } }
          : { body: buildArrivalMessage({ isNewSignup: true }) },
    });
    renderHome();
    const failed = await screen.findByText("We couldn't load your messages.");
    const alert = failed.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Messages are down')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Welcome to Talent Portal')).toBeInTheDocument();
  });
});
