// The match score on a 0-100 ring in its colour band (spec 1 section 9), and the short reason
// for it on hover or focus ("Strong skills match, 12 km away"). Screen readers get both at once.
import { Text, Tooltip } from '@mantine/core';
import type { JobSuggestion } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/api/get-app-config';
import { ProgressRing } from '../../../shared/ui/progress-ring';
import { SCORE_BAND_COLOURS, scoreBand, scorePercent } from '../lib/score-band';
import { scoreReason } from '../lib/score-reason';
import classes from './score-ring.module.css';

interface ScoreRingProps {
  score: number;
  reason?: JobSuggestion['reason'];
  size?: number;
}

export function ScoreRing({ score, reason, size = 64 }: ScoreRingProps) {
  const { t } = useTranslation();
  const { useImperialUnits } = useAppConfig();
  const percent = scorePercent(score);
  const band = scoreBand(percent);
  const why = reason ? scoreReason(t, reason, useImperialUnits) : '';
  const label = why
    ? t('jobMatching.card.matchScoreWithReason', { score: percent, reason: why })
    : t('jobMatching.card.matchScore', { score: percent });
  return (
    <Tooltip
      label={why}
      disabled={!why}
      events={{ hover: true, focus: true, touch: true }}
      withArrow
      multiline
      maw={240}
      position="bottom-start"
    >
      {/* Focusable so keyboard users get the reason too; an image to screen readers. */}
      <span
        className={classes.ring}
        role="img"
        aria-label={label}
        tabIndex={why ? 0 : -1}
        data-band={band}
      >
        <ProgressRing
          size={size}
          thickness={size >= 64 ? 6 : 5}
          value={percent}
          color={SCORE_BAND_COLOURS[band]}
          label={
            <Text ta="center" fw={700} fz={size >= 64 ? 'sm' : 'xs'} c="gray.9">
              {percent}%
            </Text>
          }
        />
      </span>
    </Tooltip>
  );
}
