// The apply widget of a matched job (spec 1 section 2): "I'm interested" opens the job's apply
// address (the platform's advert, or the employer's site) in a new tab; a closed job says so.
import { Button, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { MatchingJobDetails } from '@talent/contract';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/api/get-app-config';
import { applyHref } from '../lib/paths';

interface ApplyPanelProps {
  job: MatchingJobDetails;
  /** In the small-screen overlay: no card around it, no title (the overlay has one). */
  inOverlay?: boolean;
}

export function ApplyPanel({ job, inOverlay }: ApplyPanelProps) {
  const { t } = useTranslation();
  const { careersBaseUrl } = useAppConfig();
  const closes = job.applicationsCloseAt
    ? format(new Date(job.applicationsCloseAt), 'dd MMM yyyy, h:mm a')
    : null;
  return (
    <Paper
      withBorder={!inOverlay}
      radius="md"
      p={inOverlay ? 0 : 'lg'}
      shadow={inOverlay ? undefined : 'xs'}
      data-testid="apply-panel"
    >
      <Stack gap="sm">
        {!inOverlay && (
          <Title order={2} fz="lg">
            {t('jobMatching.details.applyTitle')}
          </Title>
        )}
        {job.applicationsClosed ? (
          <Text>{t('jobMatching.details.closedText')}</Text>
        ) : (
          <>
            <Text size="sm">{t('jobMatching.details.applyText')}</Text>
            {closes && (
              <Text size="sm" c="dimmed">
                {t('jobMatching.details.closes', { date: closes })}
              </Text>
            )}
            <Button
              component="a"
              href={applyHref(job.applyUrl, careersBaseUrl)}
              target="_blank"
              rel="noopener noreferrer"
              size="md"
              rightSection={<IconExternalLink size={16} aria-hidden />}
            >
              {t('jobMatching.details.interested')}{' '}
              <VisuallyHidden>{t('jobMatching.details.opensInNewTab')}</VisuallyHidden>
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
