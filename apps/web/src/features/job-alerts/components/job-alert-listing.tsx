// The home dashboard's job alert listing (spec 3 sections 2 and 9): up to `pageSize` jobs of
// the alert criteria (5 on home), 'You have N jobs matching your preferences' and View More,
// which opens Job Alert Results; or the NoResults or AlertPreferencesMissing state.
// The jobs bring the job search's listing, which the rest of home does without: they load with
// their own chunk as the listing shows, its placeholders meanwhile (home's loader has already
// asked for the alert criteria they start from).
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { HOME_JOB_ALERT_PAGE_SIZE } from '@talent/contract';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JobResultsSkeleton } from '../../job-search';

const AlertJobResults = lazy(() =>
  import('./alert-job-results').then((m) => ({ default: m.AlertJobResults })),
);

interface JobAlertListingProps {
  /** Jobs shown at most. */
  pageSize?: number;
}

export function JobAlertListing({ pageSize = HOME_JOB_ALERT_PAGE_SIZE }: JobAlertListingProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} fz={{ base: 20, sm: 22 }} id={headingId}>
        {t('jobAlerts.listing.title')}
      </Title>
      <Suspense fallback={<JobResultsSkeleton count={2} />}>
        <AlertJobResults
          pageSize={pageSize}
          showMore={false}
          compact
          countText={({ total }) => t('jobAlerts.listing.count', { count: total })}
          footer={
            <Group justify="flex-end" mt="md">
              <Anchor component={Link} to="/job-alerts/results" fw={600}>
                <Group gap={4} wrap="nowrap" component="span">
                  {t('jobAlerts.listing.viewMore')}
                  <IconArrowRight size={16} aria-hidden />
                </Group>
              </Anchor>
            </Group>
          }
        />
      </Suspense>
    </Stack>
  );
}
