// The public careers job advert (spec 2 section 2.1), open to visitors as well as talent, at
// every address that names it:
// - careers/{segmentCode}/job/{urlCode}[/{advertUrlCode}[/{seoSlug}]]: the careers site's
//   address, which Find Jobs links to ({careers host} is this app: {publicUrl}/talent);
// - job/{urlCode}/{advertUrlCode}/{seoSlug}: the same without the community;
// - job/{companyCode}/{urlCode}: the platform's own advert link (spec 1, job details links);
// - careers/{segmentCode}/preview/{urlCode}/{previewCode}: the employer's preview.
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { CareersJobPage } from './careers-job-page';
import { JobRefPage } from './job-ref-page';
import { VacancyPreviewPage } from './vacancy-preview-page';

export const jobAdvertRoute: RouteObject = {
  handle: { titleKey: 'pages.jobDetails' } satisfies RouteHandle,
  children: [
    {
      path: 'careers/:segmentCode/job/:urlCode/:advertUrlCode?/:seoSlug?',
      element: <CareersJobPage />,
    },
    { path: 'careers/:segmentCode/preview/:urlCode/:previewCode', element: <VacancyPreviewPage /> },
    { path: 'job/:urlCode/:advertUrlCode/:seoSlug', element: <JobRefPage by="advert" /> },
    { path: 'job/:companyCode/:urlCode', element: <JobRefPage by="company" /> },
  ],
};
