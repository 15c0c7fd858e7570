// My Saved Jobs (spec 1 sections 2 and 4): the saved jobs, newest saved first; the yellow alert
// when some are no longer available; the busy, empty and error states. A card whose status
// changes to anything but Saved leaves the list.
import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconHeart, IconSparkles } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorToast } from '../../../shared/hooks/use-error-toast';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';
import { PageHeader } from '../../../shared/ui/page-header';
import { useSavedJobs } from '../api/get-saved-jobs';
import { JobCardList } from '../components/job-card-list';
import { JOB_MATCHING_PATH } from '../lib/paths';
import { useJobList } from '../lib/use-job-list';
import { ListState } from './suggestions-page';

export function SavedJobsPage() {
  const { t } = useTranslation();
  const saved = useSavedJobs();
  useErrorToast(saved.error);
  const list = useJobList(saved.data?.savedJobs ?? [], saved.dataUpdatedAt);
  const heading = useRef<HTMLHeadingElement>(null);
  const expired = list.jobs.filter((job) => job.isUnavailable).length;

  return (
    <>
      <div ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        <PageHeader title={t('pages.savedJobs')} />
      </div>
      {saved.isPending ? (
        <ListState icon={IconSparkles} text={t('jobMatching.savedJobs.busy')} busy />
      ) : saved.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={t('jobMatching.savedJobs.loadFailed')}
        >
          <Text size="sm">{errorMessageOf(saved.error)}</Text>
          <Button
            size="xs"
            variant="white"
            color="red"
            mt="xs"
            onClick={() => void saved.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      ) : list.jobs.length === 0 ? (
        <ListState
          icon={IconHeart}
          title={t('jobMatching.savedJobs.emptyTitle')}
          text={t('jobMatching.savedJobs.emptyText')}
        >
          <Button component={Link} to={JOB_MATCHING_PATH} variant="light">
            {t('jobMatching.savedJobs.browseMatches')}
          </Button>
        </ListState>
      ) : (
        <>
          {expired > 0 && (
            <Alert color="yellow" variant="light" mb="md" icon={<IconAlertTriangle aria-hidden />}>
              {t('jobMatching.savedJobs.expired', { count: expired })}
            </Alert>
          )}
          <JobCardList
            jobs={list.jobs}
            list="saved"
            label={t('jobMatching.savedJobs.list')}
            canRemove={false}
            onRemoved={list.remove}
            onEmptied={() => heading.current?.focus()}
          />
        </>
      )}
    </>
  );
}
