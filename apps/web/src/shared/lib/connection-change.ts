// What a change to the talent's connections (connecting, accepting, declining, ignoring,
// reconnecting, disconnecting) makes stale, by the features' query key roots: My Communities'
// list, Find Communities' Connect or Connected cards, and every Find Jobs answer (the results
// and counts, the saved criteria's searchable segment codes, the bar's talent community options,
// the logos, the badge). Marked stale, each is read again when shown; resolves once they are.
import type { QueryClient } from '@tanstack/react-query';

export const CONNECTION_SCOPED_KEY_ROOTS = [
  ['connections'],
  ['communities'],
  ['job-search'],
  ['job-listing'],
] as const;

export async function afterConnectionChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    CONNECTION_SCOPED_KEY_ROOTS.map((root) =>
      queryClient.invalidateQueries({ queryKey: [...root] }),
    ),
  );
}
