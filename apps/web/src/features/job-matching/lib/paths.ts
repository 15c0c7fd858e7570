// Where job matching's pages are, and where a job's "I'm interested" leads.
export const JOB_MATCHING_PATH = '/job-matching';
export const SAVED_JOBS_PATH = '/job-matching/saved-jobs';

export type JobList = 'suggestions' | 'saved';

/** A job's details, under the list it was opened from (its tab stays selected). */
export function jobDetailsPath(list: JobList, matchingReferenceId: string): string {
  const base = list === 'saved' ? SAVED_JOBS_PATH : JOB_MATCHING_PATH;
  return `${base}/job/${encodeURIComponent(matchingReferenceId)}`;
}

/**
 * The apply address: an external job's own, or the platform's advert, which the API gives as a
 * path of the careers site (`/careers/…`) to put under the careers host of the app config.
 */
export function applyHref(applyUrl: string, careersBaseUrl: string | null | undefined): string {
  if (/^https?:\/\//i.test(applyUrl)) return applyUrl;
  const host = careersBaseUrl?.trim().replace(/\/+$/, '') ?? '';
  return `${host}${applyUrl.startsWith('/') ? '' : '/'}${applyUrl}`;
}
