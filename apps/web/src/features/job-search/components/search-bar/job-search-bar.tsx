// The job search bar (spec 1 sections 2 and 4): keywords with categories or talent
// communities, location search with radius or work locations, work types and optional work
// options, as its config says. Disabled until the filter options load; then it builds its
// model from the search it was given, emits it as the initial model, and reports an empty
// talent communities filter. Every later change is emitted (keywords after a pause).
import { Grid, Paper } from '@mantine/core';
import type { SearchFilters } from '@talent/contract';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  categoriesToValues,
  categoryOptions,
  communityOptions,
  plainOptions,
  valuesToCategories,
} from '../../lib/filter-options';
import { normaliseModel, searchModelKey } from '../../lib/normalise-model';
import {
  type SearchBarConfig,
  showsCategories,
  showsLocationSearch,
  showsTalentCommunities,
} from '../../lib/search-bar-config';
import { emptySearchModel, type SearchModel } from '../../lib/search-model';
import { FilterDropdown } from './filter-dropdown';
import { KeywordInput } from './keyword-input';
import { LocationSearch } from './location-search';
import { RadiusSelect } from './radius-select';

export interface JobSearchBarProps {
  config: SearchBarConfig;
  /** Undefined until loaded: the bar stays disabled. */
  filterOptions: SearchFilters | undefined;
  /** The search to show (restored or saved); undefined while it is still loading. */
  model: SearchModel | undefined;
  onInitialModel: (model: SearchModel) => void;
  onChange: (model: SearchModel) => void;
  onNoTalentCommunities: () => void;
}

const ids = (values: string[]) => values.map(Number);
const strings = (values: readonly (number | string)[]) => values.map(String);

/**
 * Memoised: the page around it draws again whenever one of its calls moves (a count, the
 * results), and the bar, the largest part of the page, has nothing new to show then.
 */
export const JobSearchBar = memo(function JobSearchBar({
  config,
  filterOptions,
  model: given,
  onInitialModel,
  onChange,
  onNoTalentCommunities,
}: JobSearchBarProps) {
  const { t } = useTranslation();
  const [model, setModel] = useState<SearchModel>(given ?? emptySearchModel());
  // The latest model, for changes emitted after an await (the location lookup).
  const latest = useRef(model);
  latest.current = model;
  const initialised = useRef(false);
  const ready = filterOptions !== undefined && given !== undefined;

  // Once the options and the search are both in: build, show and emit the initial model.
  useEffect(() => {
    if (!filterOptions || !given || initialised.current) return;
    initialised.current = true;
    const initial = normaliseModel(given, filterOptions);
    setModel(initial);
    onInitialModel(initial);
    if (showsTalentCommunities(config) && filterOptions.talentCommunities.length === 0) {
      onNoTalentCommunities();
    }
  }, [filterOptions, given, config, onInitialModel, onNoTalentCommunities]);

  // Later, a search restored from outside (back button, reset) replaces what the bar shows.
  const givenKey = given ? searchModelKey(given) : null;
  useEffect(() => {
    if (!initialised.current || !filterOptions || !given) return;
    setModel((current) =>
      searchModelKey(current) === givenKey ? current : normaliseModel(given, filterOptions),
    );
  }, [givenKey, given, filterOptions]);

  const options = useMemo(
    () => ({
      communities: communityOptions(filterOptions?.talentCommunities ?? []),
      categories: categoryOptions(filterOptions?.categories ?? []),
      workTypes: plainOptions(filterOptions?.workTypes ?? []),
      workOptions: plainOptions(filterOptions?.flexibleWorkOptions ?? []),
      workLocations: plainOptions(filterOptions?.locations ?? []),
    }),
    [filterOptions],
  );

  const emit = (change: Partial<SearchModel>) => {
    const next = { ...latest.current, ...change };
    latest.current = next;
    setModel(next);
    onChange(next);
  };
  const disabled = !ready;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      role="search"
      aria-label={t('searchBar.label')}
    >
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <KeywordInput
            value={model.keywords}
            disabled={disabled}
            onChange={(keywords) => emit({ keywords })}
          />
        </Grid.Col>
        {showsTalentCommunities(config) && (
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <FilterDropdown
              label={t('searchBar.talentCommunitiesLabel')}
              placeholder={t('searchBar.talentCommunitiesPlaceholder')}
              options={options.communities}
              value={model.talentCommunities}
              disabled={disabled}
              onChange={(talentCommunities) => emit({ talentCommunities })}
            />
          </Grid.Col>
        )}
        {showsCategories(config) && (
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <FilterDropdown
              label={t('searchBar.categoriesLabel')}
              placeholder={t('searchBar.categoriesPlaceholder')}
              options={options.categories}
              value={categoriesToValues(options.categories, model.categories)}
              disabled={disabled}
              onChange={(values) =>
                emit({ categories: valuesToCategories(options.categories, values) })
              }
            />
          </Grid.Col>
        )}
        {showsLocationSearch(config) ? (
          <>
            <Grid.Col span={{ base: 8, sm: 4 }}>
              <LocationSearch
                value={model.location}
                defaultUnit={config.defaultDistanceUnit}
                bias={config.predictionCountryBias}
                disabled={disabled}
                onChange={(location) => emit({ location })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 4, sm: 2 }}>
              <RadiusSelect
                location={model.location}
                defaultUnit={config.defaultDistanceUnit}
                disabled={disabled}
                onChange={(location) => emit({ location })}
              />
            </Grid.Col>
          </>
        ) : (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <FilterDropdown
              label={t('searchBar.workLocationsLabel')}
              placeholder={t('searchBar.workLocationsPlaceholder')}
              options={options.workLocations}
              value={model.workLocations}
              disabled={disabled}
              onChange={(workLocations) => emit({ workLocations })}
            />
          </Grid.Col>
        )}
        <Grid.Col
          span={
            config.displayFlexibleWorkOptions ? { base: 12, xs: 6, sm: 3 } : { base: 12, sm: 6 }
          }
        >
          <FilterDropdown
            label={t('searchBar.workTypesLabel')}
            placeholder={t('searchBar.workTypesPlaceholder')}
            options={options.workTypes}
            value={strings(model.workTypes)}
            disabled={disabled}
            onChange={(values) => emit({ workTypes: ids(values) })}
          />
        </Grid.Col>
        {config.displayFlexibleWorkOptions && (
          <Grid.Col span={{ base: 12, xs: 6, sm: 3 }}>
            <FilterDropdown
              label={t('searchBar.workOptionsLabel')}
              placeholder={t('searchBar.workOptionsPlaceholder')}
              totalLabel={t('searchBar.workOptionsTotal')}
              options={options.workOptions}
              value={strings(model.flexibleWorkOptions)}
              disabled={disabled}
              onChange={(values) => emit({ flexibleWorkOptions: ids(values) })}
            />
          </Grid.Col>
        )}
      </Grid>
    </Paper>
  );
});
