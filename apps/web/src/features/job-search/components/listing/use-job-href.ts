// The careers-site address of each listed job (Find Jobs, the job alert results, the home
// listing): the careers host, the page to come back to, and a `source` that says which listing
// the talent came from. Without a careers host the listing says so once
// ('Careers site host URL must be provided') and the titles show without links.
import { notifications } from '@mantine/notifications';
import { APP_BASE_PATH, type JobListing } from '@talent/contract';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useAppConfig } from '../../../../shared/api/get-app-config';
import { pageOrigin } from '../../../../shared/lib/page-origin';
import { buildExternalJobUrl } from '../../lib/external-job-url';

export function useListingJobHref(source: string) {
  const { careersBaseUrl } = useAppConfig();
  const location = useLocation();
  const listingsReturnUrl = `${pageOrigin()}${APP_BASE_PATH}${location.pathname}${location.search}`;
  const missingHost = useMemo(() => {
    try {
      buildExternalJobUrl(careersBaseUrl, { urlCode: 'x', advertUrlCode: 'x', seoSlug: 'x' });
      return null;
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }, [careersBaseUrl]);
  useEffect(() => {
    if (missingHost) notifications.show({ color: 'red', message: missingHost.message });
  }, [missingHost]);
  return useCallback(
    (job: JobListing) =>
      missingHost
        ? null
        : buildExternalJobUrl(careersBaseUrl, job, {
            listingsReturnUrl,
            useBrowserBack: true,
            source,
          }),
    [careersBaseUrl, listingsReturnUrl, missingHost, source],
  );
}
