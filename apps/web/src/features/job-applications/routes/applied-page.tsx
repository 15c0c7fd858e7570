// My Job Applications (/talent/job-applications/applied): the talent's applications, with a
// confirmed Withdraw.
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { ModalsProvider, modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import type { JobApplication } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf, showErrorToast } from '../../../shared/lib/show-error-toast';
import { PageHeader } from '../../../shared/ui/page-header';
import { useJobApplications } from '../api/get-job-applications';
import { useWithdrawJobApplication } from '../api/withdraw-job-application';
import { ApplicationCard } from '../components/application-card';

function Applications() {
  const { t } = useTranslation();
  const applications = useJobApplications();
  const withdraw = useWithdrawJobApplication();

  const confirmWithdraw = (application: JobApplication) =>
    modals.openConfirmModal({
      title: t('jobApplications.withdrawTitle'),
      children: (
        <Text size="sm">
          {t('jobApplications.withdrawText', {
            role: application.job.roleName,
            company: application.job.companyName,
          })}
        </Text>
      ),
      labels: {
        confirm: t('jobApplications.withdrawConfirm'),
        cancel: t('jobApplications.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        withdraw.mutate(application.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: t('jobApplications.withdrawnToast', { role: application.job.roleName }),
            }),
          onError: showErrorToast,
        }),
    });

  return (
    <>
      <PageHeader title={t('pages.jobApplications')} description={t('jobApplications.intro')} />
      {applications.isPending ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={110} radius="md" />
          <Skeleton height={110} radius="md" />
        </Stack>
      ) : applications.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={t('jobApplications.loadFailed')}
        >
          {errorMessageOf(applications.error)}
          <div>
            <Button
              size="xs"
              variant="white"
              color="red"
              mt="sm"
              onClick={() => void applications.refetch()}
            >
              {t('common.retry')}
            </Button>
          </div>
        </Alert>
      ) : applications.data.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Group justify="space-between">
            <Text>{t('jobApplications.empty')}</Text>
            <Button component={Link} to="/find-jobs" variant="light">
              {t('jobApplications.findJobs')}
            </Button>
          </Group>
        </Paper>
      ) : (
        <Stack gap="md">
          {applications.data.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              onWithdraw={confirmWithdraw}
            />
          ))}
        </Stack>
      )}
    </>
  );
}

/** The page, with the confirm dialogs of @mantine/modals (only this page uses them). */
export function AppliedPage() {
  return (
    <ModalsProvider>
      <Applications />
    </ModalsProvider>
  );
}
