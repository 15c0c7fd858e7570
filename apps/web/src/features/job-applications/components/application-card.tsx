// One application: the job (linking to its advert), where it is up to, and Withdraw while it
// can be withdrawn.
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { careersAdvertPath, type JobApplication } from '@talent/contract';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const WITHDRAWABLE = new Set<JobApplication['state']>([
  'Started',
  'ResubmissionRequired',
  'SubmittedAwaitingProcessing',
]);
const GREEN = new Set<JobApplication['state']>(['SubmittedAwaitingProcessing', 'AllDone']);

const day = (iso: string) => format(new Date(iso), 'd MMM yyyy');

export function ApplicationCard({
  application,
  onWithdraw,
}: {
  application: JobApplication;
  onWithdraw(application: JobApplication): void;
}) {
  const { t } = useTranslation();
  const { job, state } = application;
  const titleId = `application-${application.id}`;
  const when =
    state === 'Withdrawn'
      ? t('jobApplications.withdrawnOn', { date: day(application.updatedAt) })
      : t('jobApplications.appliedOn', { date: day(application.createdAt) });
  return (
    <Paper component="article" withBorder radius="md" p="lg" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/${careersAdvertPath(job)}`} fw={700} fz="lg" id={titleId}>
            {job.roleName}
          </Anchor>
          <Text size="sm" c="dimmed">
            {[job.companyName, job.physicalLocation, job.workType].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm">{when}</Text>
        </Stack>
        <Badge
          color={GREEN.has(state) ? 'green' : 'gray'}
          variant={GREEN.has(state) ? 'light' : 'outline'}
          radius="sm"
          tt="none"
          style={{ flexShrink: 0 }}
        >
          {t(`jobApplications.states.${state}`)}
        </Badge>
      </Group>
      {WITHDRAWABLE.has(state) && (
        <Group justify="flex-end" mt="sm">
          <Button variant="default" size="xs" onClick={() => onWithdraw(application)}>
            {t('jobApplications.withdraw')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
