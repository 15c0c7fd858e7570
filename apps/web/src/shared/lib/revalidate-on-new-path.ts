// When a layout's loader runs again. Its loader only makes sure the session and the app's
// settings are in the query cache (the pages read them from there), so a navigation that changes
// only the address's query (Find Jobs writes its search there, at its start and with each search)
// does not run it again: without a loader to run, the router takes the new address in one update
// of its state instead of two (loading, then done), and the whole page is drawn once, not twice.
// A new path, a form's submission and an explicit revalidation still run it.
import type { ShouldRevalidateFunction } from 'react-router';

export const revalidateOnNewPath: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const queryOnly =
    !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return queryOnly ? false : defaultShouldRevalidate;
};
