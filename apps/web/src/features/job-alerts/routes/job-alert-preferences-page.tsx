// Job Alert Preferences (spec 3 sections 2, 4 and 5): the form, started from the saved
// preferences (its defaults when none were ever saved) with its options from the search
// filters (not cached: spec 3 section 9). Phases: loading; failed to load (the message, a
// retry, and the form disabled); then the form's own busy and saved phases. The yellow notice
// shows when the talent has no talent communities.
import { Alert, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconListSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/hooks/use-error-toast';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';
import { useSearchFilters } from '../../job-search';
import { useAlertPreferences } from '../api/get-alert-preferences';
import { AlertPreferencesForm } from '../components/alert-preferences-form';
import { NoCommunitiesNotice } from '../components/no-communities-notice';
import { PageHeading } from '../components/page-heading';

export function JobAlertPreferencesPage() {
  const { t } = useTranslation();
  const preferences = useAlertPreferences();
  const filters = useSearchFilters({ cacheFilters: false });
  useErrorToast(preferences.error);
  useErrorToast(filters.error);

  const failed = preferences.isError ? preferences : filters.isError ? filters : null;
  const loading = !failed && (preferences.isPending || filters.isPending);
  const retry = () => {
    if (preferences.isError) void preferences.refetch();
    if (filters.isError) void filters.refetch();
  };

  return (
    <>
      <PageHeading
        title={t('pages.jobAlertPreferences')}
        description={t('jobAlerts.preferences.intro')}
        link={{
          to: '/job-alerts/results',
          label: t('jobAlerts.preferences.viewResults'),
          icon: IconListSearch,
        }}
      />
      <Stack gap="lg" maw={880}>
        {loading ? (
          <Paper withBorder radius="md" p="xl">
            <Center mih={240}>
              <Loader role="status" aria-label={t('jobAlerts.preferences.loading')} />
            </Center>
          </Paper>
        ) : (
          <>
            {failed && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle aria-hidden />}
                title={t('jobAlerts.preferences.loadFailed')}
              >
                <Text size="sm">{errorMessageOf(failed.error)}</Text>
                <Button
                  size="xs"
                  variant="white"
                  color="red"
                  mt="xs"
                  loading={preferences.isFetching || filters.isFetching}
                  onClick={retry}
                >
                  {t('common.retry')}
                </Button>
              </Alert>
            )}
            {filters.isSuccess && filters.data.talentCommunities.length === 0 && (
              <NoCommunitiesNotice />
            )}
            <AlertPreferencesForm
              // A fresh form once everything it starts from has arrived (after a retry).
              key={failed ? 'unavailable' : 'loaded'}
              saved={preferences.data}
              filters={filters.data}
              disabled={failed !== null}
            />
          </>
        )}
      </Stack>
    </>
  );
}
