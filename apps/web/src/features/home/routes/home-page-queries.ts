// What the top of the home dashboard shows, asked for by its route's loader alongside the page's
// own chunk: the arrival messages, the card and resume and the status panel then render with
// their data at once, instead of the messages arriving last and pushing the page down (CLS 0.4
// on a phone). The job alert listing, further down, is not waited for: its criteria are only
// asked for here, so they come in while its code loads.
import type { QueryClient } from '@tanstack/react-query';
import { takeFirstResponseData } from '../../../shared/lib/first-response-data';
import { alertSearchCriteriaQueryOptions } from '../../job-alerts';
import { profileCardsData } from '../../profile';
import { arrivalMessageQueryOptions } from '../api/get-arrival-message';
import { dashboardStatusQueryOptions } from '../api/get-dashboard-status';

/** A call that fails is left to its part of the page, which shows the error. */
export async function loadHomePage(queryClient: QueryClient) {
  void queryClient.prefetchQuery(alertSearchCriteriaQueryOptions());
  await Promise.allSettled([
    queryClient.ensureQueryData(arrivalMessageQueryOptions()),
    // Afresh on every visit (edits elsewhere change the completion); the page does not ask again.
    // The first response's status was read for this visit.
    takeFirstResponseData(dashboardStatusQueryOptions().queryKey)
      ? queryClient.ensureQueryData(dashboardStatusQueryOptions())
      : queryClient.fetchQuery(dashboardStatusQueryOptions()),
    ...profileCardsData(queryClient),
  ]);
  return null;
}
