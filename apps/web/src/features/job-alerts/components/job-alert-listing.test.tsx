import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/mock-api';
import { searchAnswer } from '../../job-search/test-support';
import { GET_CRITERIA, mockJobAlertsApi, renderInApp, searchPage } from '../test-support';
import { JobAlertListing } from './job-alert-listing';

describe('JobAlertListing (home)', { timeout: 30_000 }, () => {
  it('shows up to 5 jobs, how many match, and View More to the results', async () => {
    const api = mockJobAlertsApi();
    renderInApp(<JobAlertListing />);

    const count = await screen.findByText('You have 23 jobs matching your preferences');
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Show more jobs' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View More' })).toHaveAttribute(
      'href',
      '/job-alerts/results',
    );
    expect(callsTo(api, searchPage(1, 5))).toHaveLength(1);
  });

  it('says job, not jobs, for one match', async () => {
    mockJobAlertsApi({ [searchPage(1, 5)]: searchAnswer(1) });
    renderInApp(<JobAlertListing />);

    expect(await screen.findByText('You have 1 job matching your preferences')).toBeInTheDocument();
  });

  it('takes its page size from the caller', async () => {
    const api = mockJobAlertsApi({ [searchPage(1, 3)]: searchAnswer(23) });
    renderInApp(<JobAlertListing pageSize={3} />);

    await screen.findByText('You have 23 jobs matching your preferences');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(callsTo(api, searchPage(1, 3))).toHaveLength(1);
  });

  it("shows 'No matching jobs' without View More when nothing matches", async () => {
    mockJobAlertsApi({ [searchPage(1, 5)]: searchAnswer(0) });
    renderInApp(<JobAlertListing />);

    expect(await screen.findByText('No matching jobs')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View More' })).not.toBeInTheDocument();
    expect(screen.queryByText(/jobs matching your preferences/)).not.toBeInTheDocument();
  });

  it('asks for preferences when none are saved', async () => {
    mockJobAlertsApi({
      [GET_CRITERIA]: { body: { criteria: null, searchableSegmentCodes: [] } },
    });
    renderInApp(<JobAlertListing />);

    expect(await screen.findByText('Set up your job alert preferences')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set your preferences' })).toHaveAttribute(
      'href',
      '/job-alerts/preferences',
    );
  });
});
