// The right-hand column of home: profile completion and the stats, both from one call
// (GET /api/talentapi/dashboard-status), with one loading look and one retry for both.
import { Alert, Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';
import { useDashboardStatus } from '../api/get-dashboard-status';
import { DashboardStats } from './dashboard-stats';
import { ProfileCompletion } from './profile-completion';

export function DashboardStatusPanel({ onEditBusinessCard }: { onEditBusinessCard: () => void }) {
  const { t } = useTranslation();
  const status = useDashboardStatus();
  if (status.isPending) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t('common.loading')}>
        <Card radius="md" padding="lg">
          <Skeleton height={20} width="50%" mb="md" />
          <Group gap="md" mb="md">
            <Skeleton circle height={112} />
            <Skeleton height={24} width={80} />
          </Group>
          <Skeleton height={16} mb="xs" />
          <Skeleton height={16} mb="xs" />
          <Skeleton height={16} width="70%" />
        </Card>
        <Card radius="md" padding="lg">
          <Skeleton height={20} width="40%" mb="md" />
          <Skeleton height={40} />
        </Card>
      </Stack>
    );
  }
  if (status.isError) {
    return (
      <Card radius="md" padding="lg">
        <Alert color="red" variant="light" title={t('home.completion.loadFailed')}>
          <Group justify="space-between" gap="xs">
            {errorMessageOf(status.error)}
            <Button size="xs" variant="white" onClick={() => void status.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      <ProfileCompletion progress={status.data.progress} onEditBusinessCard={onEditBusinessCard} />
      <DashboardStats stats={status.data.stats} />
    </Stack>
  );
}
