// Test harness: the search bar alone, in the app's providers, with spies for what it emits.
import type { SearchFilters } from '@talent/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { buildAppConfig } from '../../../../test/fixtures';
import { findJobsBarConfig } from '../../lib/find-jobs-config';
import type { SearchBarConfig } from '../../lib/search-bar-config';
import { emptySearchModel, type SearchModel } from '../../lib/search-model';
import { JobSearchBar } from './job-search-bar';

export const findJobsConfig = findJobsBarConfig(buildAppConfig(), 23);

interface BarSetup {
  config?: SearchBarConfig;
  filterOptions?: SearchFilters;
  model?: SearchModel;
  /** For fake timers: user-event advances them instead of waiting. */
  fakeTimers?: boolean;
}

export function renderBar({
  config = findJobsConfig,
  filterOptions,
  model = emptySearchModel(),
  fakeTimers = false,
}: BarSetup) {
  const onChange = vi.fn<(model: SearchModel) => void>();
  const onInitialModel = vi.fn<(model: SearchModel) => void>();
  const onNoTalentCommunities = vi.fn<() => void>();
  const queryClient = createQueryClient();
  const bar = (options: SearchFilters | undefined, given: SearchModel | undefined) => (
    <AppProviders queryClient={queryClient} i18n={i18next} env="test">
      <JobSearchBar
        config={config}
        filterOptions={options}
        model={given}
        onInitialModel={onInitialModel}
        onChange={onChange}
        onNoTalentCommunities={onNoTalentCommunities}
      />
    </AppProviders>
  );
  const view = render(bar(filterOptions, model));
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  return {
    ...view,
    user,
    onChange,
    onInitialModel,
    onNoTalentCommunities,
    /** Renders again with new options or a search given from outside. */
    update: (options: SearchFilters | undefined, given: SearchModel | undefined = model) =>
      view.rerender(bar(options, given)),
    lastChange: () => onChange.mock.calls.at(-1)?.[0],
  };
}
