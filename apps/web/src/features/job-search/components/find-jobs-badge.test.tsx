import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAppConfig, buildSession } from '../../../test/fixtures';
import { type MockHandler, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { newJobsCountQueryOptions } from '../api/get-new-jobs-count';

function renderWithNewJobs(answer: MockHandler) {
  mockApi({
    'GET /api/talentapi/app-config': { body: buildAppConfig() },
    'GET /api/talentapi/session': { body: buildSession() },
    'GET /api/talentapi/job-listing/new-jobs-count': answer,
  });
  return renderApp('/talent/home').queryClient;
}

/** Waits until the count call has settled, so "not shown" is not just "not loaded yet". */
async function countSettled(
  queryClient: ReturnType<typeof renderWithNewJobs>,
  status: 'success' | 'error',
) {
  await waitFor(() =>
    expect(queryClient.getQueryState(newJobsCountQueryOptions().queryKey)?.status).toBe(status),
  );
}

const findJobsTab = async () =>
  within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
    name: /^Find Jobs/,
  });

describe('Find Jobs badge', () => {
  it('shows the count of new jobs with an accessible label', async () => {
    renderWithNewJobs({ body: { count: 12 } });

    const tab = await findJobsTab();
    expect(await within(tab).findByText('12 new jobs')).toBeInTheDocument();
    expect(tab).toHaveAccessibleName('Find Jobs 12 new jobs');
  });

  it('is capped at 999', async () => {
    renderWithNewJobs({ body: { count: 1500 } });

    const tab = await findJobsTab();
    expect(await within(tab).findByText('999 new jobs')).toBeInTheDocument();
    expect(within(tab).getByText('999')).toBeInTheDocument();
    expect(within(tab).queryByText(/1500/)).not.toBeInTheDocument();
  });

  it('is hidden when there are no new jobs', async () => {
    const queryClient = renderWithNewJobs({ body: { count: 0 } });

    const tab = await findJobsTab();
    await countSettled(queryClient, 'success');
    expect(tab).toHaveAccessibleName('Find Jobs');
    expect(within(tab).queryByText(/new job/)).not.toBeInTheDocument();
  });

  it('is hidden, and the shell still works, when the call fails', async () => {
    const queryClient = renderWithNewJobs({
      status: 404,
      body: { message: 'Not found', code: 'NOT_FOUND' },
    });

    const tab = await findJobsTab();
    await countSettled(queryClient, 'error');
    expect(tab).toHaveAccessibleName('Find Jobs');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome, Jane Citizen' }),
    ).toBeInTheDocument();
  });
});
