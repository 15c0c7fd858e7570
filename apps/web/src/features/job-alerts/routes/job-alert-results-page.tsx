// Job Alert Results (spec 3 sections 2 and 4): a job search view without the search bar,
// running the saved alert criteria: 'Showing X of Y', the Find Jobs listing cards and Show
// more; or 'No matching jobs', or the way to set preferences when none are saved.
import { IconAdjustments } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AlertJobResults } from '../components/alert-job-results';
import { PageHeading } from '../components/page-heading';

export function JobAlertResultsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading
        title={t('pages.jobAlertResults')}
        description={t('jobAlerts.results.intro')}
        link={{
          to: '/job-alerts/preferences',
          label: t('jobAlerts.results.editPreferences'),
          icon: IconAdjustments,
        }}
      />
      <AlertJobResults />
    </>
  );
}
