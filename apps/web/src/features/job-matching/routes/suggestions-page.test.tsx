// The suggestions page (spec 1 sections 2, 4, 5 and 8): header and preferences, count line,
// cards and Show more; the missing-resume, busy, empty and error states; the walk-through on
// the first visit; the preferences rule; and the cache rule on returning from a job's details.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readTalentLocalStore } from '../../../shared/local-store/talent-local-store';
import { callsTo } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import {
  buildJobDetails,
  buildPageData,
  mockJobMatchingApi,
  suggestionsAnswer,
  walkThroughAlreadySeen,
} from '../test-support';

// Mantine pages render slowly in jsdom on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

const SUGGESTIONS = 'GET /api/talentapi/job-matching/suggestions';

describe('job matching suggestions', { timeout: 20_000 }, () => {
  it('shows the preferences, the count line, the cards and the skills panel', async () => {
    walkThroughAlreadySeen();
    mockJobMatchingApi();
    renderApp('/talent/job-matching');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your preferred next role' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Software Engineer')).toBeInTheDocument();
    expect(screen.getByText('Surry Hills NSW, within 50 km')).toBeInTheDocument();
    expect(await screen.findByText('3 suggested job(s) found')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Suggested jobs' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(
      screen.getByRole('heading', { name: 'Your Core Skills and Competencies (4)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View walk through' })).toHaveAttribute(
      'href',
      '/talent/job-matching/walk-through',
    );
  });

  it('shows 20 jobs, then the next 20 with Show more jobs', async () => {
    walkThroughAlreadySeen();
    const api = mockJobMatchingApi({ [SUGGESTIONS]: suggestionsAnswer(25) });
    renderApp('/talent/job-matching');

    expect(await screen.findByText('25 suggested job(s) found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show more jobs' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Show more jobs' })).not.toBeInTheDocument();
    expect(callsTo(api, SUGGESTIONS).map((c) => c.url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Role 21' })).toHaveFocus());
  });

  it('asks for no suggestions without a resume, and links to the resume', async () => {
    walkThroughAlreadySeen();
    const api = mockJobMatchingApi({
      'GET /api/talentapi/job-matching/suggestions-page-data': {
        body: buildPageData({ missingCv: true }),
      },
    });
    renderApp('/talent/job-matching');

    expect(
      await screen.findByText('Please upload a resume to see your matches.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload your resume' })).toHaveAttribute(
      'href',
      '/talent/profile#resume',
    );
    expect(callsTo(api, SUGGESTIONS)).toHaveLength(0);
  });

  it('says it is busy while the matches are worked out, then that there are none', async () => {
    walkThroughAlreadySeen();
    let answer: (() => void) | undefined;
    mockJobMatchingApi({
      [SUGGESTIONS]: () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              body: { suggestions: [], totalCount: 0, page: 1, pageSize: 20, refreshedAt: null },
            });
        }),
    });
    renderApp('/talent/job-matching');

    expect(
      await screen.findByText(
        "We're updating your profile and finding the best job matches. Won't be long!",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();

    expect(
      await screen.findByText("We couldn't find any matches. Try adjusting your preferences."),
    ).toBeInTheDocument();
    expect(screen.getByText('0 suggested job(s) found')).toBeInTheDocument();
  });

  it('shows the error of a failed suggestions call in a toast, with a way to try again', async () => {
    walkThroughAlreadySeen();
    let fail = true;
    mockJobMatchingApi({
      [SUGGESTIONS]: (request) =>
        fail
          ? { status: 400, body: { message: 'Suggestions are resting', code: 'BAD_REQUEST' } }
          : suggestionsAnswer(2)(request),
    });
    renderApp('/talent/job-matching');

    expect(await screen.findByText("We couldn't load your job matches.")).toBeInTheDocument();
    expect(screen.getAllByText('Suggestions are resting').length).toBeGreaterThanOrEqual(1);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('2 suggested job(s) found')).toBeInTheDocument();
  });
});

describe('the walk-through', { timeout: 20_000 }, () => {
  it('opens on the first visit only, and keeps the time it opened', async () => {
    mockJobMatchingApi();
    const { router, unmount } = renderApp('/talent/job-matching');

    const dialog = await screen.findByRole('dialog', { name: 'How job matching works' });
    // Over the page itself, not a dialog route (so the server draws it with the page).
    expect(currentUrl(router)).toBe('/talent/job-matching');
    expect(within(dialog).getByRole('heading', { name: 'Welcome to Job Matching' })).toBeVisible();
    const seen = readTalentLocalStore('talent-1').jobMatchingWalkThroughSeenAt;
    expect(seen && !Number.isNaN(Date.parse(seen))).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    renderApp('/talent/job-matching');
    expect(await screen.findByText('3 suggested job(s) found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open again for a talent whose earlier visit kept the time on its own', async () => {
    window.localStorage.setItem(
      'job-matching-walk-through-seen:talent-1',
      '2026-10-01T00:00:00.000Z',
    );
    mockJobMatchingApi();
    renderApp('/talent/job-matching');

    expect(await screen.findByText('3 suggested job(s) found')).toBeInTheDocument();
    await waitFor(() =>
      expect(readTalentLocalStore('talent-1').jobMatchingWalkThroughSeenAt).toBe(
        '2026-10-01T00:00:00.000Z',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves through four pages with Next and the dots, and closes with Done or Skip', async () => {
    walkThroughAlreadySeen();
    mockJobMatchingApi();
    const { router } = renderApp('/talent/job-matching/walk-through');

    const dialog = await screen.findByRole('dialog', { name: 'How job matching works' });
    const next = within(dialog).getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    expect(
      within(dialog).getByRole('heading', { name: 'Get matched to your preferred next roles' }),
    ).toBeInTheDocument();
    expect(next).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Page 4 of 4' }));
    expect(
      within(dialog).getByRole('heading', { name: 'Save your preferred jobs' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Page 4 of 4' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Page 3 of 4' }));
    expect(
      within(dialog).getByRole('heading', { name: 'Choose your preferred work location' }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/talent/job-matching'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'View walk through' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Skip' }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/talent/job-matching'));
  });
});

describe('preferences', { timeout: 20_000 }, () => {
  it("shows 'Preferences are required' and sends nothing without a place or a role", async () => {
    walkThroughAlreadySeen();
    const api = mockJobMatchingApi({
      'GET /api/talentapi/job-matching/suggestions-page-data': {
        body: buildPageData({ preferences: null }),
      },
    });
    renderApp('/talent/job-matching');

    // Before the first save the form is open.
    await userEvent.click(await screen.findByRole('button', { name: 'Update Preferences' }));

    expect(await screen.findByText('Preferences are required')).toBeInTheDocument();
    expect(callsTo(api, 'PUT /api/talentapi/job-matching/preferences')).toHaveLength(0);
  });

  it('updates the roles and work type, then finds the matches again', async () => {
    walkThroughAlreadySeen();
    const api = mockJobMatchingApi();
    renderApp('/talent/job-matching');
    expect(await screen.findByText('3 suggested job(s) found')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit preferences' }));
    const roles = screen
      .getAllByLabelText('Preferred roles')
      .find((element) => element.tagName === 'INPUT' && element.getAttribute('type') !== 'hidden');
    if (!roles) throw new Error('The roles box is missing');
    await userEvent.type(roles, 'Data Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Part time permanent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Preferences' }));

    await waitFor(() =>
      expect(callsTo(api, 'PUT /api/talentapi/job-matching/preferences')).toHaveLength(1),
    );
    expect(callsTo(api, 'PUT /api/talentapi/job-matching/preferences')[0]?.body).toEqual({
      preferredRoles: ['Software Engineer', 'Data Engineer'],
      preferredLocation: {
        address: 'Surry Hills NSW',
        latitude: -33.8861,
        longitude: 151.2111,
        countryIso2: 'AU',
      },
      preferredLocationRadius: 50,
      workType: 'part-time',
    });
    expect(await screen.findByText('Software Engineer, Data Engineer')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, SUGGESTIONS)).toHaveLength(2));
  });

  it('shows the message of a failed update in a toast', async () => {
    walkThroughAlreadySeen();
    mockJobMatchingApi({
      'PUT /api/talentapi/job-matching/preferences': {
        status: 503,
        body: { message: 'The database is busy', code: 'SERVICE_UNAVAILABLE' },
      },
    });
    renderApp('/talent/job-matching');

    await userEvent.click(await screen.findByRole('button', { name: 'Edit preferences' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Preferences' }));

    expect(await screen.findByText('The database is busy')).toBeInTheDocument();
  });
});

describe('returning from a job', { timeout: 20_000 }, () => {
  it('reattaches the cached list, less the job whose saved status changed on its details', async () => {
    walkThroughAlreadySeen();
    const api = mockJobMatchingApi();
    renderApp('/talent/job-matching');

    await userEvent.click(await screen.findByRole('link', { name: 'Role 1' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Role 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Job Matching' }));

    expect(await screen.findByText('2 suggested job(s) found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Role 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Role 2' })).toBeInTheDocument();
    expect(callsTo(api, SUGGESTIONS)).toHaveLength(1);
  });

  it('keeps a job whose status did not change', async () => {
    walkThroughAlreadySeen();
    const api = mockJobMatchingApi({
      'GET /api/talentapi/job-matching/job/ref-2': {
        body: buildJobDetails({ roleName: 'Role 2' }),
      },
    });
    renderApp('/talent/job-matching');

    await userEvent.click(await screen.findByRole('link', { name: 'Role 2' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Back to Job Matching' }));

    expect(await screen.findByText('3 suggested job(s) found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Role 2' })).toBeInTheDocument();
    expect(callsTo(api, SUGGESTIONS)).toHaveLength(1);
  });
});
