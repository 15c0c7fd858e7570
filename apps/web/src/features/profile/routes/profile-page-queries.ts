// What the profile page shows at once, asked for by its route's loader alongside the page's own
// chunk: the sections then render with their data in one go, instead of each growing from a
// placeholder as its answer arrives (which moved the page under the reader, CLS 0.25 on a phone).
import type { QueryClient } from '@tanstack/react-query';
import { businessCardQueryOptions } from '../business-card/api/get-business-card';
import { cvFileQueryOptions } from '../files/api/get-cv-file';
import { languagesQueryOptions } from '../languages/api/get-languages';
import { qualificationListQueryOptions } from '../qualifications/api/get-qualifications';
import { webResumeQueryOptions } from '../shared-api/get-webresume';
import { rolesQueryOptions } from '../work-history/api/get-roles';

/** The business card and the resume, which the home dashboard shows too. */
export function profileCardsData(queryClient: QueryClient) {
  return [
    queryClient.ensureQueryData(cvFileQueryOptions()),
    queryClient.ensureQueryData(businessCardQueryOptions()),
  ];
}

/**
 * Loads the page's data into the cache; a call that fails is left to its section, which shows
 * the error with a way to try again. `iframe`: the embedded editor, without resume and card.
 */
export async function loadProfilePage(queryClient: QueryClient, { iframe = false } = {}) {
  const sections = [
    queryClient.ensureQueryData(rolesQueryOptions()),
    queryClient.ensureQueryData(webResumeQueryOptions()),
    queryClient.ensureQueryData(qualificationListQueryOptions('qualifications')),
    queryClient.ensureQueryData(qualificationListQueryOptions('licences')),
    queryClient.ensureQueryData(languagesQueryOptions()),
  ];
  await Promise.allSettled([...sections, ...(iframe ? [] : profileCardsData(queryClient))]);
  return null;
}
