// The Find Communities page's state: the search held in the URL, the country it searches (the
// one chosen, else the talent's default), the calls it needs, and the page clamped to the last
// one once the count is known.
import { COMMUNITIES_PAGE_SIZE, clampPage, pageCount } from '@talent/contract';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAppConfig } from '../../../shared/api/get-app-config';
import { useErrorToast } from '../../../shared/hooks/use-error-toast';
import { useCommunities } from '../api/get-communities';
import { useCommunityCountries } from '../api/get-community-countries';
import { useDefaultLocation } from '../api/get-default-location';
import { useIndustries } from '../api/get-industries';
import {
  type CommunityFilters,
  communitiesQueryOf,
  hasFilters,
  paramsFromSearch,
  searchFromParams,
  withFilters,
  withPage,
} from '../lib/community-search';

const searchString = (params: URLSearchParams) => {
  const query = params.toString();
  return query ? `?${query}` : '';
};

export function useFindCommunities() {
  const appConfig = useAppConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = useMemo(() => searchFromParams(searchParams), [searchParams]);

  const defaultLocation = useDefaultLocation();
  // Without the talent's own country the installation's home country will do.
  const defaultCountry =
    defaultLocation.data?.countryId ??
    (defaultLocation.isError ? appConfig.homeBaseCountryId : null);
  const countryId = search.country ?? defaultCountry?.toUpperCase() ?? null;

  const request = useMemo(
    () => (countryId ? communitiesQueryOf(search, countryId) : null),
    [search, countryId],
  );
  const communities = useCommunities(request);
  const countries = useCommunityCountries();
  const industries = useIndustries();
  useErrorToast(communities.error);
  useErrorToast(countries.error);
  useErrorToast(industries.error);

  // The count of this search, not of the one before it still on show.
  const count = communities.isPlaceholderData ? undefined : communities.data?.count;
  const pages = pageCount(communities.data?.count ?? 0, COMMUNITIES_PAGE_SIZE);

  // A page beyond the end (an old link, fewer communities now) shows the last page.
  useEffect(() => {
    if (count === undefined) return;
    const last = clampPage(search.page, count, COMMUNITIES_PAGE_SIZE);
    if (last !== search.page)
      setSearchParams(paramsFromSearch(withPage(search, last)), { replace: true });
  }, [count, search, setSearchParams]);

  /** A new country, industry or text: page 1, and a history entry; the same again: nothing. */
  const changeFilters = useCallback(
    (change: Partial<CommunityFilters>) => {
      const next = withFilters(search, change);
      if (next) setSearchParams(paramsFromSearch(next));
    },
    [search, setSearchParams],
  );

  const clearFilters = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  const hrefOfPage = useCallback(
    (page: number) => searchString(paramsFromSearch(withPage(search, page))),
    [search],
  );

  return {
    search,
    countryId,
    communities,
    countries,
    industries,
    /** The page on show, clamped. */
    page: Math.min(search.page, pages),
    pages,
    filtered: hasFilters(search),
    changeFilters,
    clearFilters,
    hrefOfPage,
  };
}
