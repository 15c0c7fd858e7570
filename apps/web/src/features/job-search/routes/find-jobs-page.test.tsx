import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAppConfig, buildSession } from '../../../test/fixtures';
import { callsTo, type MockRequest } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { buildFilters, mockFindJobsApi, noSavedCriteria, searchAnswer } from '../test-support';

// The page waits on several calls in turn (config, session, filters, token, search).
configure({ asyncUtilTimeout: 5000 });

const SEARCH_PAGE_1 = 'POST /api/careers/talent-job-search/1/10';
const SEARCH_PAGE_2 = 'POST /api/careers/talent-job-search/2/10';
const SAVE_CRITERIA = 'POST /api/talentapi/job-listing/search-criteria';

const cards = () => screen.queryAllByRole('article');
const keywordBox = () => screen.getByRole('textbox', { name: 'Keywords' });

/** Jobs whose number contains the keywords' digits; all 23 without keywords. */
function searchByKeywords(request: MockRequest) {
  const keywords = (request.body as { keywords?: string }).keywords;
  return searchAnswer(keywords ? 12 : 23)(request);
}

describe('Find Jobs page: results', { timeout: 30_000 }, () => {
  it('shows the heading, the count in a live region, the jobs and the Alert Preferences link', async () => {
    const api = mockFindJobsApi();
    const { router } = renderApp('/talent/find-jobs');

    expect(await screen.findByRole('heading', { level: 1, name: 'Find Jobs' })).toBeInTheDocument();
    const count = await screen.findByText('Showing 10 of 23');
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(cards()).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Alert Preferences' })).toHaveAttribute(
      'href',
      '/talent/job-alerts/preferences',
    );
    // No community chosen: every community the talent may search (spec 1 section 5).
    expect(callsTo(api, SEARCH_PAGE_1)[0]?.body).toEqual({
      segmentCodes: ['tasman', 'tasman-data', 'scl'],
    });
    expect(callsTo(api, SEARCH_PAGE_1)[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(currentUrl(router)).toBe('/talent/find-jobs?keywords=');
    expect(screen.queryByText('Join a talent community')).not.toBeInTheDocument();
  });

  it('Show more appends the next page and moves focus to its first job', async () => {
    const api = mockFindJobsApi();
    renderApp('/talent/find-jobs');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Show more jobs' }));

    expect(await screen.findByText('Showing 20 of 23')).toBeInTheDocument();
    expect(cards()).toHaveLength(20);
    await waitFor(() => expect(screen.getByRole('link', { name: /^Role 11\b/ })).toHaveFocus());
    expect(callsTo(api, SEARCH_PAGE_2)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Show more jobs' }));
    expect(await screen.findByText('Showing 23 of 23')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more jobs' })).not.toBeInTheDocument();
  });

  it('a new search goes back to page 1', async () => {
    const api = mockFindJobsApi({ [SEARCH_PAGE_1]: searchByKeywords });
    renderApp('/talent/find-jobs');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show more jobs' }));
    await screen.findByText('Showing 20 of 23');

    await user.type(keywordBox(), 'nurse{Enter}');

    expect(await screen.findByText('Showing 10 of 12')).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    expect(callsTo(api, SEARCH_PAGE_1).at(-1)?.body).toMatchObject({ keywords: 'nurse' });
  });

  it('opens each job on the careers site in a new tab, with the way back to this search', async () => {
    mockFindJobsApi();
    renderApp('/talent/find-jobs');

    const link = await screen.findByRole('link', { name: /^Role 1\b/ });
    const returnUrl = `${window.location.origin}/talent/find-jobs?keywords=`;
    expect(link).toHaveAttribute(
      'href',
      `https://careers.example/careers/tasman/job/100001/adv1/role-1?${new URLSearchParams({
        listingsReturnUrl: returnUrl,
        useBrowserBack: 'true',
        source: 'talent-find-jobs',
      })}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("says 'Careers site host URL must be provided' when no careers host is configured", async () => {
    mockFindJobsApi({
      'GET /api/talentapi/app-config': { body: buildAppConfig({ careersBaseUrl: '' }) },
    });
    renderApp('/talent/find-jobs');

    expect(await screen.findByText('Careers site host URL must be provided')).toBeInTheDocument();
    await screen.findByText('Showing 10 of 23');
    expect(screen.queryByRole('link', { name: /^Role 1\b/ })).not.toBeInTheDocument();
  });

  it('tags the jobs the talent applied for, asking for the jobs on show', async () => {
    const api = mockFindJobsApi({
      'POST /api/talentapi/job-listing/application-states': {
        body: {
          applications: [
            { urlCode: '100001', segmentCode: 'tasman', state: 'Started' },
            { urlCode: '100002', segmentCode: 'tasman', state: 'AllDone' },
            { urlCode: '100003', segmentCode: 'tasman', state: 'SubmittedAwaitingProcessing' },
            { urlCode: '100004', segmentCode: 'tasman', state: 'Withdrawn' },
          ],
        },
      },
    });
    renderApp('/talent/find-jobs');

    await screen.findByText('Showing 10 of 23');
    const [first, second, third, fourth] = cards();
    expect(await within(first!).findByText('Application started')).toBeInTheDocument();
    expect(within(second!).getByText('Applied')).toBeInTheDocument();
    expect(within(third!).getByText('Application submitted')).toBeInTheDocument();
    expect(within(fourth!).getByText('Withdrawn')).toBeInTheDocument();
    const [call] = callsTo(api, 'POST /api/talentapi/job-listing/application-states');
    expect(call?.body).toEqual({
      jobUrlCodes: Array.from({ length: 10 }, (_, i) => `${100001 + i}`),
    });
  });

  it('shows the error message and a retry when the search fails', async () => {
    let fail = true;
    mockFindJobsApi({
      [SEARCH_PAGE_1]: (request) =>
        fail
          ? { status: 400, body: { message: 'Keywords are not valid', code: 'BAD_REQUEST' } }
          : searchAnswer(23)(request),
    });
    renderApp('/talent/find-jobs');
    const user = userEvent.setup();

    expect(await screen.findAllByText('Keywords are not valid')).toHaveLength(2); // toast + alert
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Showing 10 of 23')).toBeInTheDocument();
  });

  it('shows placeholders while the search runs', async () => {
    let release = () => {};
    const searchGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockFindJobsApi({
      [SEARCH_PAGE_1]: async (request) => {
        await searchGate;
        return searchAnswer(23)(request);
      },
    });
    renderApp('/talent/find-jobs');

    expect(await screen.findByRole('status', { name: 'Loading jobs…' })).toBeInTheDocument();
    await waitFor(() => expect(keywordBox()).toBeEnabled());
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Showing 10 of 23')).toBeInTheDocument();
  });
});

describe('Find Jobs page: the search in the URL and the saved criteria', {
  timeout: 30_000,
}, () => {
  it('starts a bare visit from the saved search and puts it in the URL', async () => {
    const api = mockFindJobsApi({
      'GET /api/talentapi/job-listing/search-criteria': {
        body: {
          ...noSavedCriteria,
          criteria: {
            keywords: 'nurse',
            workTypes: [],
            flexibleWorkOptions: [3],
            location: null,
            locationBounds: null,
            locationRadius: null,
            talentCommunities: ['scl'],
            categories: [],
            lastRunAt: null,
          },
        },
      },
    });
    const { router } = renderApp('/talent/find-jobs');

    await screen.findByText(/^Showing 10 of/);
    expect(keywordBox()).toHaveValue('nurse');
    expect(callsTo(api, SEARCH_PAGE_1)[0]?.body).toEqual({
      keywords: 'nurse',
      segmentCodes: ['scl'],
      flexibleWorkOptions: [3],
    });
    expect(currentUrl(router)).toBe('/talent/find-jobs?keywords=nurse&community=scl&workOption=3');
  });

  it('restores a bookmarked search from the URL, over the saved one', async () => {
    const api = mockFindJobsApi();
    renderApp('/talent/find-jobs?keywords=chef&workType=2');

    await screen.findByText(/^Showing 10 of/);
    expect(keywordBox()).toHaveValue('chef');
    expect(callsTo(api, SEARCH_PAGE_1)[0]?.body).toMatchObject({
      keywords: 'chef',
      workTypes: [2],
    });
  });

  it('saves each search that runs, and the Find Jobs badge resets', async () => {
    let newJobs = 4;
    const api = mockFindJobsApi({
      'GET /api/talentapi/job-listing/new-jobs-count': () => ({ body: { count: newJobs } }),
      [SAVE_CRITERIA]: ({ body }) => {
        newJobs = 0;
        return {
          body: { ...noSavedCriteria, criteria: { ...(body as object), lastRunAt: 'now' } },
        };
      },
    });
    renderApp('/talent/find-jobs');
    const user = userEvent.setup();
    const tab = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(await tab.findByText('4 new jobs')).toBeInTheDocument();

    await screen.findByText('Showing 10 of 23');
    await waitFor(() => expect(callsTo(api, SAVE_CRITERIA)).toHaveLength(1));
    await waitFor(() => expect(tab.queryByText(/new jobs/)).not.toBeInTheDocument());

    await user.type(keywordBox(), 'nurse{Enter}');
    await waitFor(() => expect(callsTo(api, SAVE_CRITERIA)).toHaveLength(2));
    expect(callsTo(api, SAVE_CRITERIA)[1]?.body).toEqual({
      keywords: 'nurse',
      workTypes: [],
      flexibleWorkOptions: [],
      location: null,
      locationBounds: null,
      locationRadius: null,
      talentCommunities: [],
      categories: [],
    });
  });

  it('the back button restores the previous search', async () => {
    const api = mockFindJobsApi({ [SEARCH_PAGE_1]: searchByKeywords });
    const { router } = renderApp('/talent/find-jobs');
    const user = userEvent.setup();
    await screen.findByText('Showing 10 of 23');

    await user.type(keywordBox(), 'nurse{Enter}');
    await screen.findByText('Showing 10 of 12');
    expect(currentUrl(router)).toBe('/talent/find-jobs?keywords=nurse');

    await router.navigate(-1);

    expect(await screen.findByText('Showing 10 of 23')).toBeInTheDocument();
    await waitFor(() => expect(keywordBox()).toHaveValue(''));
    expect(callsTo(api, SEARCH_PAGE_1).length).toBeGreaterThanOrEqual(2);
  });

  it('fetches the filter options afresh on each visit (no filter cache on Find Jobs)', async () => {
    let release = () => {};
    let filterCalls = 0;
    const secondVisit = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockFindJobsApi({
      'GET /api/talentapi/job-listing/search-filters': async () => {
        filterCalls += 1;
        if (filterCalls > 1) await secondVisit;
        return { body: buildFilters() };
      },
    });
    const { router } = renderApp('/talent/find-jobs');
    await screen.findByText('Showing 10 of 23');

    await router.navigate('/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane Citizen' });
    await router.navigate('/find-jobs');

    // Disabled until the options load again.
    await waitFor(() => expect(filterCalls).toBe(2));
    expect(await screen.findByRole('textbox', { name: 'Keywords' })).toBeDisabled();
    release();
    await waitFor(() => expect(keywordBox()).toBeEnabled());
    await screen.findByText('Showing 10 of 23');
    expect(callsTo(api, 'GET /api/talentapi/job-listing/search-filters')).toHaveLength(2);
  });
});

describe('Find Jobs page: the five states', { timeout: 30_000 }, () => {
  it("Empty: 'No open positions' when no community the talent may search has an open job", async () => {
    const api = mockFindJobsApi({ 'POST /api/careers/talent-job-search/count': { body: 0 } });
    renderApp('/talent/find-jobs');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'No open positions' }),
    ).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/careers/talent-job-search/count')[0]?.body).toEqual({
      multiSegment: true,
    });
    expect(callsTo(api, SEARCH_PAGE_1)).toHaveLength(0);
  });

  it("NoTalentCommunityConnections: 'No talent communities to search', and the join call to action", async () => {
    const api = mockFindJobsApi({
      'GET /api/talentapi/job-listing/search-filters': {
        body: buildFilters({ talentCommunities: [] }),
      },
    });
    renderApp('/talent/find-jobs');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'No talent communities to search' }),
    ).toBeInTheDocument();
    const cta = screen.getByRole('region', { name: 'Join a talent community' });
    expect(within(cta).getByRole('link', { name: 'Find Communities' })).toHaveAttribute(
      'href',
      '/talent/communities',
    );
    expect(callsTo(api, SEARCH_PAGE_1)).toHaveLength(0);
    expect(callsTo(api, 'POST /api/careers/talent-job-search/count')).toHaveLength(0);
  });

  it('hides the join call to action when the other community prompts are turned off', async () => {
    mockFindJobsApi({
      'GET /api/talentapi/session': {
        body: buildSession({
          candidateFeatureToggles: {
            hideLiveMarketOptionFromCandidateProfileEnabled: false,
            hideOtherTalentCommunityPromptsEnabled: true,
          },
        }),
      },
      'GET /api/talentapi/job-listing/search-filters': {
        body: buildFilters({ talentCommunities: [] }),
      },
    });
    renderApp('/talent/find-jobs');

    await screen.findByRole('heading', { name: 'No talent communities to search' });
    expect(screen.queryByText('Join a talent community')).not.toBeInTheDocument();
  });

  it("LocationNotFound: 'The location {term} could not be found', with tips", async () => {
    const api = mockFindJobsApi();
    renderApp('/talent/find-jobs?keywords=&location=Qwxzv');

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'The location Qwxzv could not be found',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Search tips' })).toBeInTheDocument();
    expect(screen.getByText('Check the spelling of the suburb, town or city.')).toBeInTheDocument();
    expect(callsTo(api, SEARCH_PAGE_1)).toHaveLength(0);
  });

  it('NoResults: "Sorry, we couldn\'t find any matching jobs", with tips and a reset link', async () => {
    const api = mockFindJobsApi({ [SEARCH_PAGE_1]: searchByKeywordsOrNone });
    const { router } = renderApp('/talent/find-jobs?keywords=zzqqxx&workType=1');
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: "Sorry, we couldn't find any matching jobs",
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Use fewer or more general keywords.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset your search' }));

    expect(await screen.findByText('Showing 10 of 23')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/talent/find-jobs?keywords=');
    expect(keywordBox()).toHaveValue('');
    expect(callsTo(api, SEARCH_PAGE_1).at(-1)?.body).toEqual({
      segmentCodes: ['tasman', 'tasman-data', 'scl'],
    });
  });
});

/** No job matches any keywords; 23 without. */
function searchByKeywordsOrNone(request: MockRequest) {
  const keywords = (request.body as { keywords?: string }).keywords;
  return searchAnswer(keywords ? 0 : 23)(request);
}
