// The Find Jobs page's state: the search held in the URL (restored from the saved criteria on
// a bare visit), the calls it needs, which of the five states shows, and saving each search
// that runs (which resets the Find Jobs badge).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppConfig } from '../../../shared/api/get-app-config';
import { useSession } from '../../../shared/api/get-session';
import { useErrorToast } from '../../../shared/hooks/use-error-toast';
import { useStableCallback } from '../../../shared/hooks/use-stable-callback';
import { useOpenJobsCount } from '../api/count-open-jobs';
import { useSearchCriteria } from '../api/get-search-criteria';
import { useSearchFilters } from '../api/get-search-filters';
import { jobSearchQueryKey, useJobSearch } from '../api/search-jobs';
import { useUpdateSearchCriteria } from '../api/update-search-criteria';
import { allSegmentCodes } from '../lib/filter-options';
import { findJobsBarConfig } from '../lib/find-jobs-config';
import { jobSearchState, showJoinCommunityCta } from '../lib/job-search-state';
import { searchModelKey } from '../lib/normalise-model';
import { criteriaFromModel, modelFromCriteria } from '../lib/saved-criteria';
import { toSearchArgs } from '../lib/search-args';
import { locationNotFoundTerm, type SearchModel } from '../lib/search-model';
import { modelFromParams, paramsFromModel } from '../lib/search-params';

export function useFindJobs() {
  const appConfig = useAppConfig();
  const session = useSession();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const criteria = useSearchCriteria();
  const filters = useSearchFilters({ cacheFilters: false });
  const communities = filters.data?.talentCommunities;
  const hasCommunities = (communities?.length ?? 0) > 0;
  const openJobs = useOpenJobsCount(appConfig.careersApiBaseUrl, hasCommunities);
  const barConfig = useMemo(
    () => findJobsBarConfig(appConfig, openJobs.data ?? null),
    [appConfig, openJobs.data],
  );
  const unit = barConfig.defaultDistanceUnit;

  const urlModel = useMemo(() => modelFromParams(searchParams, unit), [searchParams, unit]);
  const savedModel = useMemo(
    () => (criteria.data ? modelFromCriteria(criteria.data.criteria, unit) : undefined),
    [criteria.data, unit],
  );
  // The URL's search wins; a bare visit starts from the saved one. The same search keeps its
  // object when the URL is written again (the bar, memoised, is not drawn again for it).
  const nextGiven = urlModel ?? savedModel;
  const givenKey = nextGiven ? searchModelKey(nextGiven) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when the search changes
  const givenModel = useMemo(() => nextGiven, [givenKey]);
  const [started, setStarted] = useState(false);
  const [noTalentCommunities, setNoTalentCommunities] = useState(false);

  // Landing on the bare URL again (the Find Jobs tab) puts the current search back in it.
  useEffect(() => {
    if (started && !urlModel && savedModel) {
      setSearchParams(paramsFromModel(savedModel), { replace: true });
    }
  }, [started, urlModel, savedModel, setSearchParams]);

  const segmentCodes = useMemo(() => allSegmentCodes(communities ?? []), [communities]);
  const argsFor = useCallback(
    (model: SearchModel) => toSearchArgs(model, barConfig, segmentCodes),
    [barConfig, segmentCodes],
  );

  // The bar's callbacks keep their identity (they call the latest of these): a new one each
  // time the URL, the config or the communities change would draw the memoised bar again.
  const onInitialModel = useStableCallback((model: SearchModel) => {
    setStarted(true);
    setSearchParams(paramsFromModel(model), { replace: true });
  });

  /** A new search from the bar or the reset link: back to page 1, and a history entry. */
  const search = useStableCallback((model: SearchModel) => {
    const args = argsFor(model);
    void queryClient.cancelQueries({ queryKey: jobSearchQueryKey(args), exact: true });
    queryClient.removeQueries({ queryKey: jobSearchQueryKey(args), exact: true });
    setSearchParams(paramsFromModel(model));
  });

  const onNoTalentCommunities = useCallback(() => setNoTalentCommunities(true), []);

  const model = started ? urlModel : null;
  const notFoundTerm = model ? locationNotFoundTerm(model) : null;
  const args = useMemo(() => (model ? argsFor(model) : {}), [model, argsFor]);
  const canSearch = model !== null && hasCommunities && !notFoundTerm && openJobs.data !== 0;
  const results = useJobSearch(args, appConfig.careersApiBaseUrl, canSearch);

  // Each search that runs is saved; saving sets lastRunAt, which resets the badge.
  const saveCriteria = useUpdateSearchCriteria();
  const lastSaved = useRef<string | null>(null);
  const modelKey = model ? searchModelKey(model) : null;
  const ran = canSearch && results.isSuccess;
  useEffect(() => {
    if (!model || !modelKey || !ran || lastSaved.current === modelKey) return;
    lastSaved.current = modelKey;
    saveCriteria.mutate(criteriaFromModel(model));
  }, [model, modelKey, ran, saveCriteria.mutate]);

  useErrorToast(criteria.error);
  useErrorToast(filters.error);
  useErrorToast(openJobs.error);
  useErrorToast(results.error);

  const firstPage = results.data?.pages[0];
  const state = jobSearchState({
    isEmpty: openJobs.data === 0,
    noTalentCommunities,
    isAuthenticated: session.isAuthenticated,
    isInsideIframe: barConfig.isInsideIframe,
    isExternallyHosted: false,
    locationNotFound: notFoundTerm !== null,
    totalCount: firstPage?.totalCount ?? null,
  });
  // Until these are in, the state cannot be told: skeletons show.
  const stateKnown =
    noTalentCommunities ||
    (started &&
      openJobs.isSuccess &&
      (notFoundTerm !== null || openJobs.data === 0 || results.isSuccess));

  const joinCommunityCta = showJoinCommunityCta({
    isAuthenticated: session.isAuthenticated,
    isConnected: filters.isSuccess ? hasCommunities : true,
    // One portal over every company's communities: neither multi-tenant nor multi-segment.
    isMultiTenant: false,
    isMultiSegment: false,
    communityPromptsHidden:
      appConfig.hideTalentCommunities ||
      session.candidateFeatureToggles.hideOtherTalentCommunityPromptsEnabled,
  });

  const failure = criteria.isError
    ? { error: criteria.error, retry: () => void criteria.refetch() }
    : filters.isError
      ? { error: filters.error, retry: () => void filters.refetch() }
      : openJobs.isError
        ? { error: openJobs.error, retry: () => void openJobs.refetch() }
        : results.isError && !results.data
          ? { error: results.error, retry: () => void results.refetch() }
          : null;

  return {
    barConfig,
    filterOptions: filters.data,
    givenModel,
    onInitialModel,
    onChange: search,
    onNoTalentCommunities,
    reset: search,
    state,
    stateKnown,
    notFoundTerm,
    results,
    joinCommunityCta,
    failure,
  };
}
