// The public careers job advert (spec 2 section 2.1), open to visitors as well as talent, at
// every address that names it:
// - careers/{segmentCode}/job/{urlCode}[/{advertUrlCode}[/{seoSlug}]]: the careers site's
//   address, which Find Jobs links to ({careers host} is this app: {publicUrl}/talent);
// - job/{urlCode}/{advertUrlCode}/{seoSlug}: the same without the community;
// - job/{companyCode}/{urlCode}: the platform's own advert link (spec 1, job details links);
// - careers/{segmentCode}/preview/{urlCode}/{previewCode}: the employer's preview.
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/lib/lazy-page';
import { isServerDrawing } from '../../../shared/lib/page-origin';
import type { RouteHandle } from '../../../shared/lib/route-handle';

export const createJobAdvertRoute = (queryClient: QueryClient): RouteObject => ({
  handle: { titleKey: 'pages.jobDetails' } satisfies RouteHandle,
  children: [
    {
      // Named for the server that draws a visitor's advert in its first response
      // (src/prerender/signed-in.tsx): there its loader reads the advert first. In the browser
      // the page shows at once and loads the advert itself (its loading state).
      id: 'job-advert',
      path: 'careers/:segmentCode/job/:urlCode/:advertUrlCode?/:seoSlug?',
      loader: async ({ request, params }) =>
        isServerDrawing()
          ? (await import('./advert-page-data')).loadVisitorAdvert(queryClient, request, {
              segmentCode: params.segmentCode ?? '',
              urlCode: params.urlCode ?? '',
            })
          : null,
      lazy: lazyPage(
        () => import('./careers-job-page'),
        (m) => <m.CareersJobPage />,
      ),
    },
    {
      path: 'careers/:segmentCode/preview/:urlCode/:previewCode',
      lazy: lazyPage(
        () => import('./vacancy-preview-page'),
        (m) => <m.VacancyPreviewPage />,
      ),
    },
    {
      path: 'job/:urlCode/:advertUrlCode/:seoSlug',
      lazy: lazyPage(
        () => import('./job-ref-page'),
        (m) => <m.JobRefPage by="advert" />,
      ),
    },
    {
      path: 'job/:companyCode/:urlCode',
      lazy: lazyPage(
        () => import('./job-ref-page'),
        (m) => <m.JobRefPage by="company" />,
      ),
    },
  ],
});
