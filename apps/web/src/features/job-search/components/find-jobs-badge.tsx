import { Badge, VisuallyHidden } from '@mantine/core';
import { FIND_JOBS_BADGE_CAP } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useNewJobsCount } from '../api/get-new-jobs-count';

/** The new-jobs count on the Find Jobs tab: capped at 999, hidden at 0 or when the call fails. */
export function FindJobsBadge() {
  const { t } = useTranslation();
  const { data } = useNewJobsCount();
  if (!data || data.count <= 0) return null;
  const count = Math.min(data.count, FIND_JOBS_BADGE_CAP);
  return (
    <Badge size="sm" radius="xl" variant="filled" miw={22} px={6}>
      <span aria-hidden>{count}</span>
      <VisuallyHidden>{t('nav.newJobs', { count })}</VisuallyHidden>
    </Badge>
  );
}
