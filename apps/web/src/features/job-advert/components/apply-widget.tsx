// The apply widget's content for each apply state (see lib/apply-state.ts).
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCircleCheck, IconExternalLink, IconInfoCircle, IconLock } from '@tabler/icons-react';
import type { CareersJobAdvert, TalentSession } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../lib/advert-dates';
import type { ApplyView } from '../lib/apply-state';

export interface ApplyWidgetProps {
  view: ApplyView;
  job: CareersJobAdvert;
  session: TalentSession | null;
  signInTo: string;
  submitting: boolean;
  onOpenForm(): void;
  onCancel(): void;
  onSubmit(): void;
  /** In the overlay: no card around it, and the job named at the top instead of a title. */
  inOverlay?: boolean;
}

export function ApplyWidget(props: ApplyWidgetProps) {
  const { view, job, inOverlay } = props;
  const hideTitle = inOverlay;
  const { t } = useTranslation();
  return (
    <Paper
      withBorder={!inOverlay}
      radius="md"
      p={inOverlay ? 0 : 'lg'}
      shadow={inOverlay ? undefined : 'xs'}
      data-testid="apply-widget"
      data-state={view.state}
    >
      {inOverlay && (
        <Text c="dimmed" size="sm" mb="md">
          {[job.companyName, job.physicalLocation ?? job.workLocationName, job.workType]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      {view.state === 'Form' ? (
        <ApplyForm {...props} />
      ) : view.state === 'Simple' ? (
        <Stack gap="sm">
          {!hideTitle && (
            <Title order={2} size="h4">
              {t('jobAdvert.apply.title')}
            </Title>
          )}
          {view.action === 'external' ? (
            <>
              <Text size="sm">
                {t('jobAdvert.apply.externalIntro', { company: job.companyName })}
              </Text>
              <Button
                component="a"
                href={view.href}
                target="_blank"
                rel="noopener noreferrer"
                size="md"
                rightSection={<IconExternalLink size={16} aria-hidden />}
              >
                {t('jobAdvert.apply.applyNow')}
                <VisuallyHidden> {t('jobAdvert.opensInNewTab')}</VisuallyHidden>
              </Button>
            </>
          ) : view.action === 'sign-in' ? (
            <>
              <Text size="sm">{t('jobAdvert.apply.signInIntro')}</Text>
              <Button component={Link} to={props.signInTo} size="md">
                {t('jobAdvert.apply.applyNow')}
              </Button>
            </>
          ) : (
            <>
              <Text size="sm">{t('jobAdvert.apply.intro')}</Text>
              <Button size="md" onClick={props.onOpenForm}>
                {t('jobAdvert.apply.applyNow')}
              </Button>
            </>
          )}
        </Stack>
      ) : (
        <ApplyInformation view={view} onOpenForm={props.onOpenForm} />
      )}
    </Paper>
  );
}

function ApplyInformation({
  view,
  onOpenForm,
}: {
  view: Extract<ApplyView, { state: 'Information' }>;
  onOpenForm(): void;
}) {
  const { t } = useTranslation();
  switch (view.reason) {
    case 'submitted':
      return (
        <Stack gap="xs">
          <Group gap={8} c="green.8">
            <IconCircleCheck size={22} aria-hidden />
            <Title order={2} size="h4">
              {t('jobAdvert.apply.submittedTitle')}
            </Title>
          </Group>
          <Text size="sm">
            {t('jobAdvert.apply.submittedText', {
              date: formatDate(view.application.updatedAt, 'day'),
            })}
          </Text>
          <Anchor component={Link} to="/job-applications/applied" size="sm" fw={600}>
            {t('jobAdvert.apply.viewApplications')}
          </Anchor>
          {/* The profile then asks for a review of what the resume filled in (spec 2, 4.2). */}
          <Anchor
            component={Link}
            to="/profile?reference=jobApplicationSubmitted#resume"
            size="sm"
            fw={600}
          >
            {t('jobAdvert.apply.reviewProfile')}
          </Anchor>
        </Stack>
      );
    case 'withdrawn':
      return (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('jobAdvert.apply.withdrawnTitle')}
          </Title>
          <Text size="sm">
            {t('jobAdvert.apply.withdrawnText', {
              date: formatDate(view.application.updatedAt, 'day'),
            })}
          </Text>
          <Button variant="light" onClick={onOpenForm}>
            {t('jobAdvert.apply.applyAgain')}
          </Button>
        </Stack>
      );
    case 'closed':
      return (
        <Alert
          variant="light"
          color="gray"
          icon={<IconLock aria-hidden />}
          title={t('jobAdvert.apply.closedTitle')}
        >
          {t('jobAdvert.apply.closedText')}
        </Alert>
      );
    case 'preview':
      return (
        <Alert
          variant="light"
          color="blue"
          icon={<IconInfoCircle aria-hidden />}
          title={t('jobAdvert.apply.previewTitle')}
        >
          {t('jobAdvert.apply.previewText')}
        </Alert>
      );
  }
}

function ApplyForm({ job, session, submitting, onCancel, onSubmit, inOverlay }: ApplyWidgetProps) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">
        <Title order={2} size={inOverlay ? 'h5' : 'h4'}>
          {t('jobAdvert.apply.formTitle')}
        </Title>
        <Text size="sm">{t('jobAdvert.apply.formIntro', { company: job.companyName })}</Text>
        {session && (
          <Paper bg="gray.0" radius="sm" p="sm">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('jobAdvert.apply.applyingAs')}
            </Text>
            <Text fw={600}>{session.fullName}</Text>
            <Text size="sm" c="dimmed">
              {session.email}
            </Text>
          </Paper>
        )}
        <Anchor component={Link} to="/profile" size="sm" fw={600}>
          {t('jobAdvert.apply.reviewProfile')}
        </Anchor>
        <Button type="submit" size="md" loading={submitting}>
          {t('jobAdvert.apply.submit')}
        </Button>
        <Button variant="subtle" color="gray" onClick={onCancel} disabled={submitting}>
          {t('jobAdvert.apply.cancel')}
        </Button>
      </Stack>
    </form>
  );
}
