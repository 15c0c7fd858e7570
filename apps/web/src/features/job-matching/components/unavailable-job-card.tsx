// The card of a job no longer available (spec 1 section 2): grey placeholders where the score
// and details were, 'This job is no longer available', and Remove Job always shown.
import { Button, Loader, Paper, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { JobSuggestion } from '@talent/contract';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './job-card.module.css';

interface UnavailableJobCardProps {
  job: JobSuggestion;
  articleRef: Ref<HTMLElement>;
  pending: boolean;
  onRemove: () => void;
}

export function UnavailableJobCard({
  job,
  articleRef,
  pending,
  onRemove,
}: UnavailableJobCardProps) {
  const { t } = useTranslation();
  const titleId = `job-${job.matchingReferenceId}`;
  return (
    <Paper
      ref={articleRef}
      component="article"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      className={`${classes.card} ${classes.unavailable}`}
      aria-labelledby={titleId}
      data-unavailable
    >
      <div className={classes.top}>
        <div className={classes.placeholderRing} aria-hidden />
        <div className={classes.heading}>
          <h2 className={classes.title} id={titleId}>
            <Text component="span" inherit c="gray.7">
              {job.roleName}
            </Text>
          </h2>
          <Text size="sm" c="dimmed" mt={2}>
            {job.companyName}
          </Text>
        </div>
        <div className={classes.actions}>
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            // The default hover red is too dark behind red text (3.75:1).
            style={{ '--button-hover': 'var(--mantine-color-red-0)' }}
            size="sm"
            className={classes.remove}
            data-always
            leftSection={
              pending ? (
                <Loader size={14} color="red.8" aria-hidden />
              ) : (
                <IconTrash size={16} aria-hidden />
              )
            }
            aria-busy={pending || undefined}
            aria-label={t('jobMatching.card.removeJobNamed', { role: job.roleName })}
            onClick={onRemove}
          >
            {t('jobMatching.card.removeJob')}
          </Button>
        </div>
      </div>
      <Text fw={600} mt="sm">
        {t('jobMatching.card.unavailable')}
      </Text>
      <div className={classes.placeholderLine} style={{ width: '90%' }} aria-hidden />
      <div className={classes.placeholderLine} style={{ width: '60%' }} aria-hidden />
    </Paper>
  );
}
