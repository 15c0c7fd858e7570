// Profile completion (spec 3 section 4): the percentage in a ring coloured by its level (under
// 50 started, red; 50-99 good, orange; 100 complete, green) and the calls to action, hidden
// once the profile is complete.
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type CompletionLevel, completionLevel, type DashboardStatus } from '@talent/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressRing } from '../../../shared/ui/progress-ring';
import { CompletionCallsToAction } from './completion-calls-to-action';

export const LEVEL_COLOUR: Record<CompletionLevel, string> = {
  started: 'red',
  good: 'orange',
  complete: 'green',
};

interface ProfileCompletionProps {
  progress: DashboardStatus['progress'];
  onEditBusinessCard: () => void;
}

export function ProfileCompletion({ progress, onEditBusinessCard }: ProfileCompletionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const percent = progress.cvCompletion;
  const level = completionLevel(percent);
  const colour = LEVEL_COLOUR[level];
  return (
    <Card component="section" aria-labelledby={headingId} radius="md" padding="lg">
      <Title order={2} fz="lg" id={headingId} mb="sm">
        {t('home.completion.title')}
      </Title>
      <Group gap="md" wrap="nowrap" mb="md">
        <ProgressRing
          size={112}
          thickness={10}
          value={percent}
          color={colour}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('home.completion.progressLabel', { percent })}
          data-level={level}
          label={
            <Text ta="center" fw={700} fz="xl" aria-hidden>
              {t('home.completion.percent', { percent })}
            </Text>
          }
        />
        {/* A dot of the level's colour beside text in the body colour: the light variant's
            orange (or red, green) text on its tint is under the 4.5:1 contrast of WCAG AA. */}
        <Badge color={colour} variant="dot" size="lg">
          {t(`home.completion.levels.${level}`)}
        </Badge>
      </Group>
      {level === 'complete' ? (
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden />
          <Text fw={600}>{t('home.completion.complete')}</Text>
        </Group>
      ) : (
        <Stack gap="xs">
          <CompletionCallsToAction
            sections={progress.sections}
            onEditBusinessCard={onEditBusinessCard}
          />
        </Stack>
      )}
    </Card>
  );
}
