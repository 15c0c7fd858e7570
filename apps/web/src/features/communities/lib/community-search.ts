// The Find Communities search as it lives in the URL (?country=&industry=&text=&page=), so the
// page can be reloaded and shared and the back button works. A missing country is the talent's
// default one; a missing industry is All Industries; page 1 is left out.
import { COMMUNITIES_PAGE_SIZE, type CommunitiesQuery } from '@talent/contract';

/** Every parameter of the communities call, as this page sends it. */
export interface CommunitiesRequest {
  countryId: string;
  /** One industry key, or '' for all. */
  filters: string;
  text: string;
  page: number;
  pageSize: number;
}

export interface CommunitySearch {
  /** ISO 3166 alpha-2, upper case; null: the default country. */
  country: string | null;
  /** An industry key; '' is All Industries. */
  industry: string;
  text: string;
  /** 1-based; clamped to the last page once the count is known. */
  page: number;
}

export type CommunityFilters = Pick<CommunitySearch, 'country' | 'industry' | 'text'>;

/** The text box's limit, the contract's. */
export const COMMUNITY_TEXT_MAX_LENGTH = 200;

export const ALL_INDUSTRIES = '';

export const normaliseText = (text: string) => text.trim().slice(0, COMMUNITY_TEXT_MAX_LENGTH);

function countryOf(value: string | null): string | null {
  return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function searchFromParams(params: URLSearchParams): CommunitySearch {
  return {
    country: countryOf(params.get('country')),
    industry: (params.get('industry') ?? '').trim(),
    text: normaliseText(params.get('text') ?? ''),
    page: pageOf(params.get('page')),
  };
}

export function paramsFromSearch(search: CommunitySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.country) params.set('country', search.country);
  if (search.industry) params.set('industry', search.industry);
  if (search.text) params.set('text', search.text);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/**
 * The search after a change of filters: back to page 1. Null when nothing changed, so the same
 * text (or country, or industry) given twice in a row does not search again.
 */
export function withFilters(
  search: CommunitySearch,
  change: Partial<CommunityFilters>,
): CommunitySearch | null {
  const next: CommunitySearch = {
    country: change.country === undefined ? search.country : countryOf(change.country),
    industry: change.industry === undefined ? search.industry : change.industry.trim(),
    text: change.text === undefined ? search.text : normaliseText(change.text),
    page: 1,
  };
  const same =
    next.country === search.country &&
    next.industry === search.industry &&
    next.text === search.text;
  return same ? null : next;
}

export const withPage = (search: CommunitySearch, page: number): CommunitySearch => ({
  ...search,
  page: Math.max(1, Math.floor(page)),
});

/** Any filter the empty state's Clear filters would take away. */
export const hasFilters = (search: CommunitySearch) =>
  search.country !== null || search.industry !== ALL_INDUSTRIES || search.text !== '';

/** GET /api/talentapi/communities's query for a search in the given country. */
export function communitiesQueryOf(search: CommunitySearch, countryId: string): CommunitiesRequest {
  return {
    countryId,
    filters: search.industry,
    text: search.text,
    page: search.page,
    pageSize: COMMUNITIES_PAGE_SIZE,
  } satisfies CommunitiesQuery;
}
