import { useParams } from 'react-router';
import { useJobRef } from '../api/get-job-ref';
import { AdvertLoader, isMissing } from '../components/advert-loader';
import { AdvertError, AdvertSkeleton } from '../components/advert-loading';
import { JobNotFound } from '../components/job-not-found';

/** An address without the community: ask which one, then show the advert in place. */
export function JobRefPage({ by }: { by: 'company' | 'advert' }) {
  const params = useParams();
  const urlCode = params.urlCode ?? '';
  const ref = useJobRef(
    by === 'company'
      ? { urlCode, companyCode: params.companyCode }
      : { urlCode, advertUrlCode: params.advertUrlCode },
  );
  if (ref.isPending) return <AdvertSkeleton />;
  if (ref.isError)
    return isMissing(ref.error) ? (
      <JobNotFound />
    ) : (
      <AdvertError error={ref.error} onRetry={() => void ref.refetch()} />
    );
  return <AdvertLoader segmentCode={ref.data.segmentCode} urlCode={ref.data.urlCode} />;
}
