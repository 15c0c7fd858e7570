// The jobs of the talent's alert criteria (spec 3 sections 2 and 4), for the results page and
// the home listing: placeholders while the criteria load, their failure with a retry, the
// AlertPreferencesMissing state when none are saved, else the job search's listing of them
// with the NoResults state ('No matching jobs').
import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/hooks/use-error-toast';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';
import { JobSearchResults } from '../../job-search';
import { useAlertSearchCriteria } from '../api/get-alert-search-criteria';
import { alertSearchOf, JOB_ALERTS_SOURCE } from '../lib/alert-search';
import { AlertStatePanel } from './alert-state-panel';

interface AlertJobResultsProps {
  pageSize?: number;
  showMore?: boolean;
  countText?: (count: { shown: number; total: number }) => string;
  /** Under the jobs when some match. */
  footer?: ReactNode;
  compact?: boolean;
}

export function AlertJobResults({
  pageSize,
  showMore = true,
  countText,
  footer,
  compact = false,
}: AlertJobResultsProps) {
  const { t } = useTranslation();
  const criteria = useAlertSearchCriteria();
  useErrorToast(criteria.error);

  if (criteria.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        title={t('jobAlerts.results.loadFailed')}
      >
        {errorMessageOf(criteria.error)}
        <div>
          <Button
            size="xs"
            variant="white"
            color="red"
            mt="xs"
            loading={criteria.isFetching}
            onClick={() => void criteria.refetch()}
          >
            {t('common.retry')}
          </Button>
        </div>
      </Alert>
    );
  }

  const search = criteria.data ? alertSearchOf(criteria.data) : null;
  if (search?.state === 'AlertPreferencesMissing') {
    return <AlertStatePanel state="AlertPreferencesMissing" compact={compact} />;
  }
  return (
    <JobSearchResults
      args={search?.args ?? null}
      pending={criteria.isPending}
      pageSize={pageSize}
      showMore={showMore}
      source={JOB_ALERTS_SOURCE}
      countText={countText}
      noResults={<AlertStatePanel state="NoResults" compact={compact} />}
      footer={footer}
      skeletonCount={compact ? 2 : 3}
    />
  );
}
