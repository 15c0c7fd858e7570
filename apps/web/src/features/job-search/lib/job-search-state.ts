// Which of the five job search states the page shows (spec 3 section 4): Empty if configured
// empty, then no communities, then location not found, then zero results, otherwise Default.
export type JobSearchState =
  | 'Empty'
  | 'NoTalentCommunityConnections'
  | 'LocationNotFound'
  | 'NoResults'
  | 'Default';

export interface JobSearchStateInput {
  /** No open job in any community the talent may search (the count across all of them is 0). */
  isEmpty: boolean;
  /** The bar reported an empty talent communities filter. */
  noTalentCommunities: boolean;
  isAuthenticated: boolean;
  isInsideIframe: boolean;
  isExternallyHosted: boolean;
  /** The typed location matched no place. */
  locationNotFound: boolean;
  /** Results of the current search; null while unknown. */
  totalCount: number | null;
}

export function jobSearchState(input: JobSearchStateInput): JobSearchState {
  if (input.isEmpty) return 'Empty';
  // Spec 3 section 4: only for authenticated users outside an iframe, not externally hosted.
  const noCommunitiesApplies =
    input.isAuthenticated && !input.isInsideIframe && !input.isExternallyHosted;
  if (input.noTalentCommunities && noCommunitiesApplies) return 'NoTalentCommunityConnections';
  if (input.locationNotFound) return 'LocationNotFound';
  if (input.totalCount === 0) return 'NoResults';
  return 'Default';
}

export interface JoinCommunityCtaInput {
  isAuthenticated: boolean;
  /** Connected to at least one talent community. */
  isConnected: boolean;
  isMultiTenant: boolean;
  isMultiSegment: boolean;
  /** hideOtherTalentCommunityPromptsEnabled, or communities hidden in the app config. */
  communityPromptsHidden: boolean;
}

/**
 * Spec 3 sections 2 and 6: the join-community prompt shows when the user is not connected; it is
 * hidden in multi-tenant or multi-segment setups, for authenticated connected users, and by the
 * feature toggle that hides the other community prompts.
 */
export function showJoinCommunityCta(input: JoinCommunityCtaInput): boolean {
  if (input.communityPromptsHidden || input.isMultiTenant || input.isMultiSegment) return false;
  return !(input.isAuthenticated && input.isConnected);
}
