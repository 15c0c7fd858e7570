// A matched job's details (spec 1 section 2), from the suggestions or the saved jobs: the back
// link, the advert with the match score and its reason, the save toggle with its status text,
// 'Relevant skills for this job' as a comparison with the talent's skills, the apply widget
// ("I'm interested") and the skills panel. Below 991 px the apply widget opens as an overlay.
import { Anchor, Button, Drawer, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconBriefcase,
  IconCalendarEvent,
  IconCurrencyDollar,
  IconMapPin,
} from '@tabler/icons-react';
import type { MatchingJobDetails } from '@talent/contract';
import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useAppConfig } from '../../../shared/api/get-app-config';
import { useErrorToast } from '../../../shared/hooks/use-error-toast';
import { isHttpError } from '../../../shared/lib/http';
import { sanitiseAdvertHtml } from '../../../shared/lib/sanitise-html';
import { showErrorToast } from '../../../shared/lib/show-error-toast';
import { useJobDetails } from '../api/get-job-details';
import { useSkills } from '../api/get-skills';
import { useUpdateSavedJobStatus } from '../api/update-saved-job-status';
import { ApplyPanel } from '../components/apply-panel';
import { SaveToggle } from '../components/save-toggle';
import { ScoreRing } from '../components/score-ring';
import { SkillComparison } from '../components/skill-comparison';
import { SkillsPanel } from '../components/skills-panel';
import { JOB_MATCHING_PATH, type JobList, SAVED_JOBS_PATH } from '../lib/paths';
import { scoreReason } from '../lib/score-reason';
import classes from './job-details-page.module.css';
import pageClasses from './job-matching-pages.module.css';
import { ListState } from './suggestions-page';

const SMALL_SCREEN_QUERY = '(max-width: 991px)';

function BackLink({ list }: { list: JobList }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const to = list === 'saved' ? SAVED_JOBS_PATH : JOB_MATCHING_PATH;
  // Opened from the list in this tab: going back returns to it as it was (and where it was).
  const fromList = (location.state as { from?: string } | null)?.from === list;
  return (
    <Anchor
      component={Link}
      to={to}
      fw={600}
      className={classes.backLink}
      onClick={(event) => {
        if (!fromList) return;
        event.preventDefault();
        navigate(-1);
      }}
    >
      <IconArrowLeft size={16} aria-hidden />
      {list === 'saved'
        ? t('jobMatching.details.backToSavedJobs')
        : t('jobMatching.details.backToJobMatching')}
    </Anchor>
  );
}

function AdvertHeader({ job }: { job: MatchingJobDetails }) {
  const { t } = useTranslation();
  const { useImperialUnits } = useAppConfig();
  const status = useUpdateSavedJobStatus();
  const saved = job.savedJobStatus === 'Saved';
  const reason = scoreReason(t, job.reason, useImperialUnits);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <div className={classes.header}>
        <ScoreRing score={job.matchScore} reason={job.reason} size={72} />
        <div className={classes.heading}>
          <Title order={1} fz={{ base: 24, sm: 28 }} className={classes.title}>
            {job.roleName}
          </Title>
          <Text fw={600} mt={4}>
            {job.companyName}
          </Text>
          {reason && (
            <Text size="sm" c="dimmed" mt={4}>
              {reason}
            </Text>
          )}
        </div>
      </div>
      <ul className={classes.highlights}>
        {job.physicalLocation && (
          <li>
            <IconMapPin size={16} aria-hidden />
            {job.physicalLocation}
          </li>
        )}
        {job.workType && (
          <li>
            <IconBriefcase size={16} aria-hidden />
            {job.workType}
          </li>
        )}
        {job.salaryRange && (
          <li>
            <IconCurrencyDollar size={16} aria-hidden />
            {job.salaryRange}
          </li>
        )}
        <li>
          <IconCalendarEvent size={16} aria-hidden />
          {t('jobMatching.details.posted', {
            date: format(new Date(job.publishedAt), 'dd MMM yyyy'),
          })}
        </li>
        {job.applicationsClosed && <li>{t('jobMatching.details.closed')}</li>}
      </ul>
      <Group mt="md">
        <SaveToggle
          saved={saved}
          pending={status.isPending}
          onToggle={() =>
            status.mutate(
              {
                matchingRefCode: job.matchingReferenceId,
                status: saved ? 'Unsaved' : 'Saved',
                matchScore: job.matchScore,
              },
              { onError: showErrorToast },
            )
          }
        />
      </Group>
    </Paper>
  );
}

function Description({ job }: { job: MatchingJobDetails }) {
  const { t } = useTranslation();
  const html = useMemo(
    () => (job.description ? sanitiseAdvertHtml(job.description) : ''),
    [job.description],
  );
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="job-description"
    >
      <Title order={2} fz="lg" id="job-description">
        {t('jobMatching.details.aboutTheRole')}
      </Title>
      {html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API and again here.
        <div className={classes.richText} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Text c="dimmed" mt="xs">
          {t('jobMatching.details.noDescription')}
        </Text>
      )}
    </Paper>
  );
}

export function JobDetailsPage({ list }: { list: JobList }) {
  const { t } = useTranslation();
  const { matchingRefCode = '' } = useParams();
  const job = useJobDetails(matchingRefCode);
  const skills = useSkills();
  const small = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  const [applyOpen, setApplyOpen] = useState(false);
  const notFound = isHttpError(job.error, 404);
  useErrorToast(notFound ? null : job.error);
  useErrorToast(skills.error);

  if (job.isPending)
    return (
      <>
        <BackLink list={list} />
        <ListState icon={IconBriefcase} text={t('jobMatching.details.loading')} busy />
      </>
    );
  if (!job.data)
    return (
      <>
        <BackLink list={list} />
        <ListState
          icon={IconBriefcase}
          title={
            notFound ? t('jobMatching.details.notFoundTitle') : t('jobMatching.details.loadFailed')
          }
          text={notFound ? t('jobMatching.details.notFoundText') : ''}
        >
          {!notFound && (
            <Button variant="light" onClick={() => void job.refetch()}>
              {t('common.retry')}
            </Button>
          )}
        </ListState>
      </>
    );

  const data = job.data;
  return (
    <>
      <BackLink list={list} />
      <div className={pageClasses.columns}>
        <Stack gap="lg" className={pageClasses.main}>
          <AdvertHeader job={data} />
          <SkillComparison job={data} />
          <Description job={data} />
        </Stack>
        <Stack gap="lg" component="aside" aria-label={t('jobMatching.details.applyTitle')}>
          {!small && <ApplyPanel job={data} />}
          {skills.data && <SkillsPanel skills={skills.data} editTo="edit-skills" />}
        </Stack>
      </div>
      {small && (
        <>
          <div className={classes.applyBar}>
            <Button fullWidth size="md" onClick={() => setApplyOpen(true)}>
              {t('jobMatching.details.apply')}
            </Button>
          </div>
          <Drawer
            opened={applyOpen}
            onClose={() => setApplyOpen(false)}
            position="bottom"
            // A sheet as tall as its content, rising from the apply bar.
            styles={{ content: { height: 'auto', maxHeight: '90dvh' } }}
            title={t('jobMatching.details.applyOverlayTitle', { role: data.roleName })}
            closeButtonProps={{ 'aria-label': t('common.close') }}
          >
            <ApplyPanel job={data} inOverlay />
          </Drawer>
        </>
      )}
    </>
  );
}
