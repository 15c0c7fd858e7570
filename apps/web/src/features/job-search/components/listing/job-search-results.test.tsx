import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { appConfigQueryOptions } from '../../../../shared/api/get-app-config';
import { buildAppConfig } from '../../../../test/fixtures';
import { callsTo } from '../../../../test/mock-api';
import { mockFindJobsApi, searchAnswer } from '../../test-support';
import { JobSearchResults } from './job-search-results';

function renderResults(ui: ReactElement) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(appConfigQueryOptions().queryKey, buildAppConfig());
  return render(
    <AppProviders queryClient={queryClient} i18n={i18next} env="test">
      <MemoryRouter initialEntries={['/job-alerts/results']}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

const ARGS = { keywords: 'nurse', segmentCodes: ['scl'] };

describe('JobSearchResults: the listing of a given search', { timeout: 30_000 }, () => {
  it("runs the search: 'Showing X of Y', the cards and Show more", async () => {
    const api = mockFindJobsApi();
    renderResults(<JobSearchResults args={ARGS} source="test" noResults="Nothing" />);

    expect(await screen.findByText('Showing 10 of 23')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(callsTo(api, 'POST /api/careers/talent-job-search/1/10')[0]?.body).toEqual(ARGS);
    await userEvent.click(screen.getByRole('button', { name: 'Show more jobs' }));
    expect(await screen.findByText('Showing 20 of 23')).toBeInTheDocument();
  });

  it('asks for pages of the given size, without Show more when told, in its own words', async () => {
    const api = mockFindJobsApi({ 'POST /api/careers/talent-job-search/1/5': searchAnswer(23) });
    renderResults(
      <JobSearchResults
        args={ARGS}
        pageSize={5}
        showMore={false}
        source="test"
        countText={({ total }) => `${total} in all`}
        noResults="Nothing"
        footer={<a href="/more">More</a>}
      />,
    );

    expect(await screen.findByText('23 in all')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Show more jobs' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More' })).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/careers/talent-job-search/1/5')).toHaveLength(1);
  });

  it('shows the caller’s no-results content when none match, or without a search at all', async () => {
    const api = mockFindJobsApi({ 'POST /api/careers/talent-job-search/1/10': searchAnswer(0) });
    const { unmount } = renderResults(
      <JobSearchResults args={ARGS} source="test" noResults="Nothing matches" footer="More" />,
    );
    expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
    expect(screen.queryByText('More')).not.toBeInTheDocument();
    unmount();

    renderResults(<JobSearchResults args={null} source="test" noResults="Nothing to search" />);
    expect(screen.getByText('Nothing to search')).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/careers/talent-job-search/1/10')).toHaveLength(1);
  });
});
