// The Find Communities filters (spec 3 section 2): the country (the countries that have
// communities), the industry (All Industries first) and the text search. Each change is emitted
// at once, except the text, which waits for a pause in typing.
import { Select } from '@mantine/core';
import { IconBuildingFactory2, IconWorld } from '@tabler/icons-react';
import type { CommunityCountry, Industry } from '@talent/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_INDUSTRIES, type CommunityFilters as Filters } from '../lib/community-search';
import { countryOptions } from '../lib/country-options';
import classes from './community-filters.module.css';
import { CommunitySearchInput } from './community-search-input';

interface CommunityFiltersProps {
  /** The country searched: the one chosen, else the default; null while it loads. */
  countryId: string | null;
  industry: string;
  text: string;
  countries: CommunityCountry[] | undefined;
  industries: Industry[] | undefined;
  onChange: (change: Partial<Filters>) => void;
}

export function CommunityFilters({
  countryId,
  industry,
  text,
  countries,
  industries,
  onChange,
}: CommunityFiltersProps) {
  const { t } = useTranslation();
  const countryData = useMemo(
    () => countryOptions(countries ?? [], countryId),
    [countries, countryId],
  );
  const industryData = useMemo(
    () => [
      { value: ALL_INDUSTRIES, label: t('communities.filters.allIndustries') },
      ...(industries ?? []).map((option) => ({ value: option.key, label: option.value })),
    ],
    [industries, t],
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not mapped to the search landmark everywhere yet (older Safari, jsdom); a form with the role is.
    <form
      role="search"
      aria-label={t('communities.filters.label')}
      className={classes.filters}
      onSubmit={(event) => event.preventDefault()}
    >
      <Select
        className={classes.country}
        label={t('communities.filters.country')}
        placeholder={t('communities.filters.countryPlaceholder')}
        nothingFoundMessage={t('communities.filters.noCountries')}
        data={countryData}
        value={countryId}
        searchable
        allowDeselect={false}
        leftSection={<IconWorld size={18} aria-hidden />}
        onChange={(value) => {
          if (value) onChange({ country: value });
        }}
      />
      <Select
        className={classes.industry}
        label={t('communities.filters.industry')}
        data={industryData}
        value={industryData.some((option) => option.value === industry) ? industry : null}
        allowDeselect={false}
        leftSection={<IconBuildingFactory2 size={18} aria-hidden />}
        onChange={(value) => onChange({ industry: value ?? ALL_INDUSTRIES })}
      />
      <div className={classes.text}>
        <CommunitySearchInput value={text} onSearch={(next) => onChange({ text: next })} />
      </div>
    </form>
  );
}
