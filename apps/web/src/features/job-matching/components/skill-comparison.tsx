// 'Relevant skills for this job' (spec 1 section 2: the first 20 of the job's skills), as a
// comparison with the talent's: "You have N of M skills this job asks for", each skill marked
// have or lack, where each one the talent has came from (confirmed, the resume, a role, the
// profile), and in place: add a lacking skill, or take off one wrongly found.
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconMinus, IconPlus, IconX } from '@tabler/icons-react';
import {
  MATCHING_SKILLS_MAX,
  type MatchingJobDetails,
  type MatchingSkill,
  type SkillsModel,
} from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../shared/lib/show-error-toast';
import { skillsQueryOptions } from '../api/get-skills';
import { jobMatchingKeys } from '../api/query-keys';
import { useUpdateSkills } from '../api/update-skills';
import { JOB_SKILLS_LIMIT, overflow } from '../lib/overflow';
import { withSkillConfirmed, withSkillDismissed } from '../lib/skills-model';
import classes from './skill-comparison.module.css';

type Comparison = MatchingJobDetails['skillComparisons'][number];

function sourceText(t: TFunction, comparison: Comparison): string {
  if (!comparison.has) return t('jobMatching.skillComparison.lack');
  const evidence = comparison.evidence?.trim();
  switch (comparison.source) {
    case 'confirmed':
      return t('jobMatching.skillComparison.fromConfirmed');
    case 'resume':
      return t('jobMatching.skillComparison.fromResume');
    case 'role':
      return evidence
        ? t('jobMatching.skillComparison.fromRole', { evidence })
        : t('jobMatching.skillComparison.fromRoleUnnamed');
    default:
      return evidence
        ? t('jobMatching.skillComparison.fromProfile', { evidence })
        : t('jobMatching.skillComparison.fromProfileUnnamed');
  }
}

/** The details as they will be once the change is saved, until they are read again. */
function markSkill(job: MatchingJobDetails, id: string, has: boolean): MatchingJobDetails {
  return {
    ...job,
    skillComparisons: job.skillComparisons.map((c) =>
      c.skill.id === id ? { ...c, has, source: has ? 'confirmed' : null, evidence: null } : c,
    ),
  };
}

export function SkillComparison({ job }: { job: MatchingJobDetails }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateSkills();
  const actions = useRef(new Map<string, HTMLButtonElement>());
  const focusAfter = useRef<string | null>(null);
  const comparisons = job.skillComparisons;
  const have = comparisons.filter((c) => c.has).length;
  const { shown, more } = overflow(comparisons, JOB_SKILLS_LIMIT);

  // The row's button changes (Add becomes Not mine): keep the focus on it.
  useEffect(() => {
    const id = focusAfter.current;
    if (id && !update.isPending) {
      focusAfter.current = null;
      actions.current.get(id)?.focus();
    }
  });

  const change = async (comparison: Comparison) => {
    if (update.isPending) return;
    const skill: MatchingSkill = { id: comparison.skill.id, label: comparison.skill.name };
    const adding = !comparison.has;
    let model: SkillsModel;
    try {
      model = await queryClient.fetchQuery(skillsQueryOptions());
    } catch (error) {
      showErrorToast(error);
      return;
    }
    if (adding && model.confirmedSkills.length >= MATCHING_SKILLS_MAX) {
      notifications.show({
        color: 'red',
        message: t('jobMatching.skillComparison.skillsMax', { max: MATCHING_SKILLS_MAX }),
      });
      return;
    }
    focusAfter.current = comparison.skill.id;
    try {
      await update.mutateAsync(
        adding ? withSkillConfirmed(model, skill) : withSkillDismissed(model, skill),
      );
      queryClient.setQueryData<MatchingJobDetails>(
        jobMatchingKeys.job(job.matchingReferenceId),
        (current) => (current ? markSkill(current, comparison.skill.id, adding) : current),
      );
      notifications.show({
        color: 'green',
        message: t(
          adding ? 'jobMatching.skillComparison.added' : 'jobMatching.skillComparison.dismissed',
          { skill: comparison.skill.name },
        ),
      });
    } catch (error) {
      showErrorToast(error);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="relevant-skills"
    >
      <Stack gap="xs">
        <Title order={2} fz="lg" id="relevant-skills">
          {t('jobMatching.skillComparison.title')}
        </Title>
        {comparisons.length === 0 ? (
          <Text c="dimmed">{t('jobMatching.skillComparison.none')}</Text>
        ) : (
          <>
            <Text fw={600} role="status">
              {t('jobMatching.skillComparison.summary', { have, asked: comparisons.length })}
            </Text>
            <ul className={classes.list}>
              {shown.map((comparison) => {
                const { id, name } = comparison.skill;
                const busy = update.isPending && update.variables !== undefined;
                return (
                  <li key={id} className={classes.row} data-has={comparison.has}>
                    <ThemeIcon
                      size={24}
                      radius="xl"
                      variant={comparison.has ? 'filled' : 'light'}
                      color={comparison.has ? 'green.8' : 'gray'}
                      aria-hidden
                    >
                      {comparison.has ? <IconCheck size={14} /> : <IconMinus size={14} />}
                    </ThemeIcon>
                    <div className={classes.skill}>
                      <Text fw={600} size="sm" className={classes.name}>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {sourceText(t, comparison)}
                      </Text>
                    </div>
                    <Button
                      ref={(element) => {
                        if (element) actions.current.set(id, element);
                        else actions.current.delete(id);
                      }}
                      size="compact-sm"
                      variant={comparison.has ? 'subtle' : 'light'}
                      color={comparison.has ? 'gray' : undefined}
                      c={comparison.has ? 'gray.8' : undefined}
                      leftSection={
                        comparison.has ? (
                          <IconX size={14} aria-hidden />
                        ) : (
                          <IconPlus size={14} aria-hidden />
                        )
                      }
                      loading={busy && focusAfter.current === id}
                      disabled={busy && focusAfter.current !== id}
                      aria-label={
                        comparison.has
                          ? t('jobMatching.skillComparison.notMineNamed', { skill: name })
                          : t('jobMatching.skillComparison.addNamed', { skill: name })
                      }
                      onClick={() => void change(comparison)}
                    >
                      {comparison.has
                        ? t('jobMatching.skillComparison.notMine')
                        : t('jobMatching.skillComparison.add')}
                    </Button>
                  </li>
                );
              })}
            </ul>
            {more > 0 && (
              <Text size="sm" c="dimmed">
                {t('jobMatching.skillComparison.more', { count: more })}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
