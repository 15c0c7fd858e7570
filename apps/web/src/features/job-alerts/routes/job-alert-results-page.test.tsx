import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { searchAnswer } from '../../job-search/test-support';
import { buildAlertCriteria, GET_CRITERIA, mockJobAlertsApi, searchPage } from '../test-support';

// The page waits on the config, the session, the criteria, the token and the search.
configure({ asyncUtilTimeout: 5000 });

const cards = () => screen.queryAllByRole('article');

async function openPage() {
  const view = renderApp('/talent/job-alerts/results');
  await screen.findByRole('heading', { level: 1, name: 'Job Alert Results' });
  return view;
}

describe('Job Alert Results page', { timeout: 30_000 }, () => {
  it('runs the saved alert criteria: the count in a live region, the cards and Show more', async () => {
    const api = mockJobAlertsApi();
    await openPage();

    const count = await screen.findByText('Showing 10 of 23');
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(cards()).toHaveLength(10);
    expect(screen.queryByRole('textbox', { name: 'Keywords' })).not.toBeInTheDocument();
    expect(callsTo(api, searchPage(1))[0]?.body).toEqual({
      segmentCodes: ['scl'],
      keywords: 'Data Analyst',
      workTypes: [1],
      flexibleWorkOptions: [2, 3],
      latitude: -33.8178,
      longitude: 151.00348,
      radius: 20,
      locationBounds: { north: -33.79, south: -33.84, east: 151.03, west: 150.97 },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Show more jobs' }));
    expect(await screen.findByText('Showing 20 of 23')).toBeInTheDocument();
    expect(cards()).toHaveLength(20);
    await waitFor(() => expect(screen.getByRole('link', { name: /^Role 11\b/ })).toHaveFocus());
  });

  it('opens each job on the careers site in a new tab, saying it came from the job alerts', async () => {
    mockJobAlertsApi();
    await openPage();

    const link = await screen.findByRole('link', { name: /^Role 1\b/ });
    expect(link).toHaveAttribute('target', '_blank');
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe(
      'https://careers.example/careers/tasman/job/100001/adv1/role-1',
    );
    expect(href.searchParams.get('source')).toBe('talent-job-alerts');
    expect(href.searchParams.get('listingsReturnUrl')).toBe(
      `${window.location.origin}/talent/job-alerts/results`,
    );
  });

  it("shows 'No matching jobs' when the search finds none", async () => {
    mockJobAlertsApi({ [searchPage(1)]: searchAnswer(0) });
    await openPage();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'No matching jobs' }),
    ).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'Edit alert preferences' })[0]).toHaveAttribute(
      'href',
      '/talent/job-alerts/preferences',
    );
  });

  it("shows 'No matching jobs' without searching when no chosen community is searchable", async () => {
    const api = mockJobAlertsApi({ [GET_CRITERIA]: { body: buildAlertCriteria({}, []) } });
    await openPage();

    expect(await screen.findByText('No matching jobs')).toBeInTheDocument();
    expect(callsTo(api, searchPage(1))).toHaveLength(0);
  });

  it('asks for preferences when none are saved (AlertPreferencesMissing)', async () => {
    const api = mockJobAlertsApi({
      [GET_CRITERIA]: { body: { criteria: null, searchableSegmentCodes: ['scl'] } },
    });
    await openPage();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Set up your job alert preferences' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set your preferences' })).toHaveAttribute(
      'href',
      '/talent/job-alerts/preferences',
    );
    expect(callsTo(api, searchPage(1))).toHaveLength(0);
  });

  it("shows the server's message and a retry when the criteria fail to load", async () => {
    let fail = true;
    mockJobAlertsApi({
      [GET_CRITERIA]: () =>
        fail
          ? { status: 503, body: { message: 'Job alerts are resting', code: 'UNAVAILABLE' } }
          : { body: buildAlertCriteria() },
    });
    await openPage();

    expect(await screen.findByText("We couldn't load your job alert results.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 10 of 23')).toBeInTheDocument();
  });
});
