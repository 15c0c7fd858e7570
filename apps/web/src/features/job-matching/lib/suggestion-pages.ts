// The suggestions as the page lists them: the pages fetched so far, each job once, less those
// that left the list (see status-changes.ts), and the count line's number.
import type { JobSuggestion, SuggestionsResponse } from '@talent/contract';
import type { StatusChange } from './status-changes';

/** A page of suggestions as fetched, with when (Date.now()). */
export interface SuggestionPage extends SuggestionsResponse {
  fetchedAt: number;
}

/** Every job of the fetched pages once, best first (a later page may repeat one: see below). */
export function allSuggestions(pages: readonly SuggestionPage[]): JobSuggestion[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.suggestions)
    .filter((job) => {
      if (seen.has(job.matchingReferenceId)) return false;
      seen.add(job.matchingReferenceId);
      return true;
    });
}

/**
 * Removed jobs (Deleted) leave the API's list, so the pages after them start later: a page
 * asked for after k removals would skip k jobs. The pages to ask for instead of `page` alone
 * begin this many pages earlier (the repeats are dropped by allSuggestions).
 */
export function pagesBack(
  pages: readonly SuggestionPage[],
  changeOf: (matchingReferenceId: string) => StatusChange | undefined,
): number {
  const last = pages.at(-1);
  if (!last) return 0;
  const removedSince = allSuggestions(pages).filter((job) => {
    const change = changeOf(job.matchingReferenceId);
    return change?.status === 'Deleted' && change.at > last.fetchedAt;
  }).length;
  return Math.ceil(removedSince / last.pageSize);
}

/**
 * The number of the count line: the API's total from the latest page, less the jobs that left
 * the list and that the total still counts (saved or unsaved ones, and those removed after that
 * page was fetched).
 */
export function suggestionCount(
  pages: readonly SuggestionPage[],
  left: readonly JobSuggestion[],
  changeOf: (matchingReferenceId: string) => StatusChange | undefined,
): number {
  const last = pages.at(-1);
  if (!last) return 0;
  const stillCounted = left.filter((job) => {
    const change = changeOf(job.matchingReferenceId);
    return change?.status !== 'Deleted' || change.at > last.fetchedAt;
  }).length;
  return Math.max(0, last.totalCount - stillCounted);
}
