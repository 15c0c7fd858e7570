// My Saved Jobs (spec 1 sections 2 and 4) and the tab strip's count.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildSuggestion, mockJobMatchingApi } from '../test-support';

// Mantine pages render slowly in jsdom on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

const saved = (n: number, overrides = {}) =>
  buildSuggestion(n, { savedJobStatus: 'Saved', ...overrides });

describe('my saved jobs', { timeout: 20_000 }, () => {
  it('lists the saved jobs, and says how many are no longer available', async () => {
    mockJobMatchingApi({
      'GET /api/talentapi/job-matching/saved-jobs': {
        body: {
          savedJobs: [
            saved(1),
            saved(2, { isUnavailable: true }),
            saved(3, { isUnavailable: true }),
          ],
        },
      },
      'GET /api/talentapi/job-matching/saved-jobs/count': { body: { count: 3 } },
    });
    renderApp('/talent/job-matching/saved-jobs');

    expect(
      await screen.findByText('2 of your saved jobs are no longer available.'),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Saved jobs' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(within(list).getAllByText('This job is no longer available')).toHaveLength(2);
    // Removal of an available saved job is by unsaving it; an unavailable one has Remove Job.
    expect(within(list).getAllByRole('button', { name: /^Remove Job/ })).toHaveLength(2);
    const tabs = screen.getByRole('navigation', { name: 'Job matching' });
    expect(await within(tabs).findByRole('link', { name: 'My Saved Jobs (3)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('has no alert when every saved job is available', async () => {
    mockJobMatchingApi({
      'GET /api/talentapi/job-matching/saved-jobs': { body: { savedJobs: [saved(1)] } },
    });
    renderApp('/talent/job-matching/saved-jobs');

    expect(await screen.findByRole('article', { name: 'Role 1' })).toBeInTheDocument();
    expect(screen.queryByText(/no longer available/)).not.toBeInTheDocument();
  });

  it('says so when there are none, and while they load', async () => {
    let answer: (() => void) | undefined;
    mockJobMatchingApi({
      'GET /api/talentapi/job-matching/saved-jobs': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { savedJobs: [] } });
        }),
    });
    renderApp('/talent/job-matching/saved-jobs');

    expect(
      await screen.findByText("We're loading your saved jobs. Won't be long!"),
    ).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();

    expect(
      await screen.findByRole('heading', { name: 'You have no saved jobs' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Save jobs using the heart while browsing your matches.'),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Job matching' });
    expect(within(tabs).getByRole('link', { name: 'My Saved Jobs' })).toBeInTheDocument();
  });

  it('takes an unsaved job off the list and moves the count', async () => {
    let count = 2;
    const api = mockJobMatchingApi({
      'GET /api/talentapi/job-matching/saved-jobs': { body: { savedJobs: [saved(1), saved(2)] } },
      'GET /api/talentapi/job-matching/saved-jobs/count': () => ({ body: { count } }),
      'PUT /api/talentapi/job-matching/saved-jobs/ref-1': () => {
        count = 1;
        return { body: {} };
      },
    });
    renderApp('/talent/job-matching/saved-jobs');
    const tabs = await screen.findByRole('navigation', { name: 'Job matching' });
    expect(
      await within(tabs).findByRole('link', { name: 'My Saved Jobs (2)' }),
    ).toBeInTheDocument();

    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Role 1' })).getByRole('button', {
        name: 'Saved',
      }),
    );

    expect(await screen.findByText('Job Unsaved')).toBeInTheDocument();
    expect(callsTo(api, 'PUT /api/talentapi/job-matching/saved-jobs/ref-1')[0]?.body).toEqual({
      savedJobStatus: 'Unsaved',
      matchScore: 94,
    });
    const count1 = await within(tabs).findByRole('link', { name: 'My Saved Jobs (1)' });
    expect(within(count1).getByTestId('saved-jobs-count')).toHaveAttribute('data-pulse');
    await waitFor(() => expect(screen.queryByText('Job Unsaved')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});
