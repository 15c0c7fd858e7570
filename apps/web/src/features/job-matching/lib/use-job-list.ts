// A list of jobs as a page shows it: the cached list less the jobs whose saved status changed
// elsewhere before it was shown (the cache rule, status-changes.ts) and less the cards that
// animated away here. A list fetched anew starts over.
import type { JobSuggestion } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { statusChangesOf, withoutChangedJobs } from './status-changes';

interface ListState {
  generation: number | undefined;
  shownAt: number;
  removed: ReadonlySet<string>;
}

const fresh = (generation: number | undefined): ListState => ({
  generation,
  shownAt: Date.now(),
  removed: new Set(),
});

/** `generation` changes when the list is fetched anew (its first page's fetch time). */
export function useJobList<J extends JobSuggestion>(jobs: readonly J[], generation?: number) {
  const changes = statusChangesOf(useQueryClient());
  const [state, setState] = useState(() => fresh(generation));
  const current = state.generation === generation ? state : fresh(generation);
  if (current !== state) setState(current);

  const shown = useMemo(
    () =>
      withoutChangedJobs(jobs, changes.get, current.shownAt).filter(
        (job) => !current.removed.has(job.matchingReferenceId),
      ),
    [jobs, changes, current],
  );
  const left = useMemo(() => jobs.filter((job) => !shown.includes(job)), [jobs, shown]);
  const remove = useCallback((matchingReferenceId: string) => {
    setState((s) => ({ ...s, removed: new Set(s.removed).add(matchingReferenceId) }));
  }, []);
  return { jobs: shown, left, remove, changeOf: changes.get };
}
