// The data of a visitor's advert page drawn on the server for its first response (decision 018,
// "Taken over by the app"): the advert, its community's branding and its documents, in the query
// cache under the keys the page's hooks read, so that the server draws the whole advert and the
// app takes it over with the same data. Only a visitor's page is drawn there: a signed-in
// talent's advert is drawn by the app.
import type { QueryClient } from '@tanstack/react-query';
import { loadOptionalSignIn } from '../../../shared/lib/require-sign-in';
import { CAREERS_API_CONFIG, createCareersClient, VISITOR } from '../api/careers-client';
import { careersBrandingQueryOptions } from '../api/get-careers-branding';
import { jobAdvertQueryOptions } from '../api/get-job-advert';
import { jobAttachmentsQueryOptions } from '../api/get-job-attachments';

export async function loadVisitorAdvert(
  queryClient: QueryClient,
  request: Request,
  { segmentCode, urlCode }: { segmentCode: string; urlCode: string },
): Promise<null> {
  if (await loadOptionalSignIn(queryClient, request)) return null;
  const client = createCareersClient(queryClient, CAREERS_API_CONFIG);
  const advert = jobAdvertQueryOptions(client, VISITOR, segmentCode, urlCode);
  // A failed call stays in the cache as failed: the server then leaves the page to the app.
  await queryClient.prefetchQuery(advert);
  if (queryClient.getQueryState(advert.queryKey)?.status !== 'success') return null;
  await Promise.all([
    queryClient.prefetchQuery(careersBrandingQueryOptions(client, VISITOR, segmentCode)),
    queryClient.prefetchQuery(jobAttachmentsQueryOptions(client, VISITOR, segmentCode, urlCode)),
  ]);
  return null;
}
