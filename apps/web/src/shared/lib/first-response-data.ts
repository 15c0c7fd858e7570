// The query data a signed-in page's first response carries: the server drew the page with it
// (src/prerender/signed-in.tsx, decision 028) and wrote it into the page as JSON. The app puts
// it in its query cache before the router's first navigation, so the route's loaders find it
// and the app draws the page the server drew, without asking for it again.
import {
  type DehydratedState,
  hashKey,
  hydrate,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

export const FIRST_RESPONSE_DATA_ID = 'first-response-data';

const unread = new Set<string>();
/** What the first response carried, until its page's loader has asked (firstResponseWithout). */
let carried: Set<string> | null = null;

/** Reads and removes the page's data script; false when the page has none. */
export function readFirstResponseData(queryClient: QueryClient, doc: Document = document): boolean {
  const script = doc.getElementById(FIRST_RESPONSE_DATA_ID);
  if (!script) return false;
  script.remove();
  let state: DehydratedState;
  try {
    state = JSON.parse(script.textContent ?? '') as DehydratedState;
  } catch {
    return false;
  }
  // As new as the page: the server's clock is not the browser's.
  const now = Date.now();
  for (const query of state.queries) {
    query.state.dataUpdatedAt = now;
    unread.add(query.queryHash);
  }
  hydrate(queryClient, state);
  carried = new Set(state.queries.map((query) => query.queryHash));
  return true;
}

/**
 * Whether the page came drawn by the server without this query's data (a part it drew in its
 * waiting state): the app must draw the page as the server did, so its loader does not wait for
 * that data. False once the page's first navigation is done (firstNavigationDone).
 */
export function firstResponseWithout(queryKey: QueryKey): boolean {
  return carried !== null && !carried.has(hashKey(queryKey));
}

/** The router's first navigation is done: later loaders are for pages the app draws itself. */
export function firstNavigationDone(): void {
  carried = null;
}

/**
 * Whether the first response carried this query's data and no loader has used it yet. A loader
 * that reads its data afresh on every visit takes it instead, once: it was read for this visit.
 */
export function takeFirstResponseData(queryKey: QueryKey): boolean {
  return unread.delete(hashKey(queryKey));
}
