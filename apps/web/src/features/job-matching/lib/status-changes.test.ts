// The cache rule (spec 1 section 4): returning from a job's details, a cached job whose saved
// status differs from the cached copy is dropped from the cached list.
import { describe, expect, it } from 'vitest';
import { buildSuggestion } from '../test-support';
import { StatusChanges, withoutChangedJobs } from './status-changes';
import {
  allSuggestions,
  pagesBack,
  type SuggestionPage,
  suggestionCount,
} from './suggestion-pages';

const page = (
  n: number,
  jobs: number[],
  totalCount: number,
  fetchedAt = 1_000,
): SuggestionPage => ({
  suggestions: jobs.map((i) => buildSuggestion(i)),
  totalCount,
  page: n,
  pageSize: 20,
  refreshedAt: null,
  fetchedAt,
});

describe('the cache rule', () => {
  const jobs = [
    buildSuggestion(1),
    buildSuggestion(2, { savedJobStatus: 'Saved' }),
    buildSuggestion(3),
  ];

  it('drops a job whose saved status changed before the list was shown again', () => {
    const changes = new StatusChanges();
    changes.record('ref-1', 'Saved', 100);
    changes.record('ref-2', 'Unsaved', 100);

    expect(withoutChangedJobs(jobs, changes.get, 200).map((j) => j.matchingReferenceId)).toEqual([
      'ref-3',
    ]);
  });

  it('keeps a job whose status is the same as the cached copy', () => {
    const changes = new StatusChanges();
    changes.record('ref-2', 'Saved', 100);

    expect(withoutChangedJobs(jobs, changes.get, 200)).toHaveLength(3);
  });

  it('leaves a change made on the list itself to the card (it animates away)', () => {
    const changes = new StatusChanges();
    changes.record('ref-1', 'Deleted', 300);

    expect(withoutChangedJobs(jobs, changes.get, 200)).toHaveLength(3);
  });
});

describe('the suggestions as listed', () => {
  it('lists each job once across pages that overlap', () => {
    expect(allSuggestions([page(1, [1, 2, 3], 5), page(2, [3, 4, 5], 5)])).toHaveLength(5);
  });

  it('counts the API total less the jobs that left and that the total still counts', () => {
    const changes = new StatusChanges();
    changes.record('ref-1', 'Saved', 500);
    changes.record('ref-2', 'Deleted', 500);
    changes.record('ref-3', 'Deleted', 2_000);
    const pages = [page(1, [1, 2, 3, 4], 40, 1_000)];
    const left = allSuggestions(pages).slice(0, 3);

    // ref-1 saved: still counted by the API; ref-2 removed before the page was fetched: the
    // total already leaves it out; ref-3 removed after: still in the total.
    expect(suggestionCount(pages, left, changes.get)).toBe(38);
  });

  it('asks for the page before as well when jobs were removed since the last page', () => {
    const changes = new StatusChanges();
    const pages = [page(1, [1, 2, 3], 60, 1_000)];
    expect(pagesBack(pages, changes.get)).toBe(0);

    changes.record('ref-2', 'Deleted', 2_000);
    changes.record('ref-3', 'Saved', 2_000);
    expect(pagesBack(pages, changes.get)).toBe(1);
  });
});
