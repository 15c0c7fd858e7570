// Loads an advert by community and url code (token, advert, documents, branding) and shows
// it, the not-found state, or a failure.
import { useSearchParams } from 'react-router';
import { isHttpError } from '../../../shared/lib/http';
import { useCareersBranding } from '../api/get-careers-branding';
import { useJobAdvert } from '../api/get-job-advert';
import { useJobAttachments } from '../api/get-job-attachments';
import { advertMode } from '../lib/back-link';
import { AdvertError, AdvertSkeleton } from './advert-loading';
import { JobAdvertView } from './job-advert-view';
import { JobNotFound } from './job-not-found';

/** Answers that mean "no such advert for you": unknown community or job, or a bad code. */
export const isMissing = (error: unknown) =>
  isHttpError(error, 404) || isHttpError(error, 400) || isHttpError(error, 403);

export function AdvertLoader({ segmentCode, urlCode }: { segmentCode: string; urlCode: string }) {
  const [search] = useSearchParams();
  const advert = useJobAdvert(segmentCode, urlCode);
  const branding = useCareersBranding(advert.isSuccess ? segmentCode : null);
  const attachments = useJobAttachments(segmentCode, urlCode, advert.isSuccess);
  if (advert.isPending) return <AdvertSkeleton />;
  if (advert.isError)
    return isMissing(advert.error) ? (
      <JobNotFound />
    ) : (
      <AdvertError error={advert.error} onRetry={() => void advert.refetch()} />
    );
  return (
    <JobAdvertView
      job={advert.data}
      mode={advertMode(search, false)}
      branding={branding.data ?? null}
      attachments={attachments.data ?? []}
    />
  );
}
