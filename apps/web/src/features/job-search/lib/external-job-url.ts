// The job advert's address on the careers site (spec 3 section 7):
// {careers host}/[careers/{segmentCode}/]job/{urlCode}/{advertUrlCode}/{seoSlug}
// with the optional listingsReturnUrl, useBrowserBack=true and source parameters.
export const CAREERS_HOST_REQUIRED = 'Careers site host URL must be provided';

/** The `source` Find Jobs sends, so the advert knows where the talent came from. */
export const FIND_JOBS_SOURCE = 'talent-find-jobs';

export interface ExternalJobRef {
  /** Puts the advert under its community's careers pages when given. */
  segmentCode?: string | null;
  urlCode: string;
  advertUrlCode: string;
  seoSlug: string;
}

export interface ExternalJobUrlOptions {
  listingsReturnUrl?: string | null;
  useBrowserBack?: boolean;
  source?: string | null;
}

export function buildExternalJobUrl(
  careersHost: string | null | undefined,
  job: ExternalJobRef,
  options: ExternalJobUrlOptions = {},
): string {
  const host = careersHost?.trim().replace(/\/+$/, '');
  if (!host) throw new Error(CAREERS_HOST_REQUIRED);
  const segments = [
    ...(job.segmentCode ? ['careers', job.segmentCode] : []),
    'job',
    job.urlCode,
    job.advertUrlCode,
    job.seoSlug,
  ].map(encodeURIComponent);
  const query = new URLSearchParams();
  if (options.listingsReturnUrl) query.set('listingsReturnUrl', options.listingsReturnUrl);
  if (options.useBrowserBack) query.set('useBrowserBack', 'true');
  if (options.source) query.set('source', options.source);
  const search = query.size ? `?${query}` : '';
  return `${host}/${segments.join('/')}${search}`;
}
