// The talent's skills panel (spec 1 section 2): 'Your Core Skills and Competencies (count)', up
// to 10 confirmed skills and up to 10 other skills found in the resume and profile, each list
// with '+N' for the rest, and the button to the edit-skills modal.
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { MatchingSkill, SkillsModel } from '@talent/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { overflow, SKILLS_PANEL_LIMIT } from '../lib/overflow';
import classes from './skills-panel.module.css';

function SkillTags({
  skills,
  labelledBy,
  variant,
}: {
  skills: MatchingSkill[];
  labelledBy: string;
  variant: 'confirmed' | 'suggested';
}) {
  const { t } = useTranslation();
  const { shown, more } = overflow(skills, SKILLS_PANEL_LIMIT);
  return (
    <ul className={classes.tags} aria-labelledby={labelledBy}>
      {shown.map((skill) => (
        <li key={skill.id ?? skill.label} className={classes.tag} data-variant={variant}>
          {skill.label}
        </li>
      ))}
      {more > 0 && (
        <li className={classes.more} data-testid="skills-more">
          <span aria-hidden>{t('jobMatching.skillsPanel.more', { count: more })}</span>
          <span className={classes.srOnly}>
            {t('jobMatching.skillsPanel.moreLabel', { count: more })}
          </span>
        </li>
      )}
    </ul>
  );
}

interface SkillsPanelProps {
  skills: SkillsModel;
  /** The edit-skills modal route. */
  editTo: string;
}

export function SkillsPanel({ skills, editTo }: SkillsPanelProps) {
  const { t } = useTranslation();
  const confirmedId = useId();
  const othersId = useId();
  const total = skills.confirmedSkills.length + skills.suggestedSkills.length;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={`${confirmedId}-h`}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={`${confirmedId}-h`}>
          {t('jobMatching.skillsPanel.title', { count: total })}
        </Title>
        <Text size="sm" fw={600} id={confirmedId} className={classes.srOnly}>
          {t('jobMatching.skillsPanel.confirmed')}
        </Text>
        {skills.confirmedSkills.length > 0 ? (
          <SkillTags skills={skills.confirmedSkills} labelledBy={confirmedId} variant="confirmed" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('jobMatching.skillsPanel.noConfirmed')}
          </Text>
        )}
        {skills.suggestedSkills.length > 0 && (
          <>
            <Text size="sm" fw={600} id={othersId} mt="xs">
              {t('jobMatching.skillsPanel.others')}
            </Text>
            <SkillTags skills={skills.suggestedSkills} labelledBy={othersId} variant="suggested" />
          </>
        )}
        <Button
          component={Link}
          to={editTo}
          variant="light"
          leftSection={<IconPencil size={16} aria-hidden />}
          mt="xs"
          h="auto"
          mih={36}
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {t('jobMatching.skillsPanel.update')}
        </Button>
      </Stack>
    </Paper>
  );
}
