import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useCareersBranding } from '../api/get-careers-branding';
import { useVacancyPreview } from '../api/get-vacancy-preview';
import { isMissing } from '../components/advert-loader';
import { AdvertError, AdvertSkeleton } from '../components/advert-loading';
import { JobAdvertView } from '../components/job-advert-view';
import { JobNotFound } from '../components/job-not-found';
import { fromVacancyPreview } from '../lib/vacancy-preview';

/** The employer's preview: no back link, specialties in the body, applying not yet open. */
export function VacancyPreviewPage() {
  const { segmentCode = '', urlCode = '', previewCode = '' } = useParams();
  const preview = useVacancyPreview(segmentCode, urlCode, previewCode);
  const branding = useCareersBranding(preview.isSuccess ? segmentCode : null);
  const job = useMemo(
    () => (preview.data ? fromVacancyPreview(preview.data) : null),
    [preview.data],
  );
  if (preview.isPending) return <AdvertSkeleton />;
  if (preview.isError || !job)
    return isMissing(preview.error) ? (
      <JobNotFound />
    ) : (
      <AdvertError error={preview.error} onRetry={() => void preview.refetch()} />
    );
  return (
    <JobAdvertView job={job} mode="preview" branding={branding.data ?? null} attachments={[]} />
  );
}
