// 'Manage your Skills and Competencies' (spec 1 sections 2, 5 and 8): the core skills as a tag
// input with type-ahead suggestions (POST /employerapi/specialties/suggest), and the skills
// found in the resume and profile, each to add to the core skills or dismiss; 10 shown, with
// 'View more/less suggestions'. Update sends the skills model; a suggestion left off both lists
// is dismissed for good. ?setMinHeight=true keeps the dialog's height steady while it loads.
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  TagsInput,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPlus, IconX } from '@tabler/icons-react';
import { MATCHING_SKILLS_MAX, type MatchingSkill, skillsModelSchema } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSpecialtySuggestions } from '../../../shared/api/suggest-specialties';
import { errorMessageOf, showErrorToast } from '../../../shared/lib/show-error-toast';
import { useSkills } from '../api/get-skills';
import { useUpdateSkills } from '../api/update-skills';
import { overflow, SKILLS_PANEL_LIMIT } from '../lib/overflow';
import { sameSkill, skillsFromLabels } from '../lib/skills-model';
import classes from './edit-skills-modal.module.css';

/** The suggest call leaves out up to this many labels (the skills maximum); any more are filtered here. */
const EXCLUDE_MAX = MATCHING_SKILLS_MAX;
const TYPE_AHEAD_DEBOUNCE_MS = 250;

function EditSkillsForm({
  initial,
}: {
  initial: { confirmed: MatchingSkill[]; suggested: MatchingSkill[] };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateSkills();
  const [confirmed, setConfirmed] = useState(initial.confirmed);
  const [suggested, setSuggested] = useState(initial.suggested);
  const [showAll, setShowAll] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), TYPE_AHEAD_DEBOUNCE_MS);
  const labels = confirmed.map((s) => s.label);
  const typeAhead = useSpecialtySuggestions(
    { term: term.slice(0, 100), exclude: labels.slice(-EXCLUDE_MAX) },
    term.length > 0,
  );
  const options = (typeAhead.data ?? [])
    .map((s) => s.label)
    .filter((label) => !labels.some((l) => l.toLowerCase() === label.toLowerCase()));
  const { shown, more } = overflow(suggested, showAll ? suggested.length : SKILLS_PANEL_LIMIT);

  const setCore = (next: MatchingSkill[]) => {
    setProblem(null);
    setConfirmed(next);
    // A suggestion typed in as a core skill is no longer a suggestion.
    setSuggested((list) => list.filter((s) => !next.some((c) => sameSkill(c, s))));
  };

  const submit = async () => {
    const parsed = skillsModelSchema.safeParse({
      confirmedSkills: confirmed,
      suggestedSkills: suggested,
    });
    if (!parsed.success) {
      setProblem(t('jobMatching.editSkills.skillsMax', { max: MATCHING_SKILLS_MAX }));
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      notifications.show({ color: 'green', message: t('jobMatching.editSkills.updated') });
      navigate('..');
    } catch (error) {
      showErrorToast(error);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('jobMatching.editSkills.intro')}</Text>
        <TagsInput
          label={t('jobMatching.editSkills.coreSkills')}
          placeholder={t('jobMatching.editSkills.placeholder')}
          data-autofocus
          value={labels}
          onChange={(next) => setCore(skillsFromLabels(next, [...confirmed, ...suggested]))}
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          // The server has matched the term already: keep its order.
          filter={({ options: all }) => all}
          splitChars={[',']}
          maxLength={100}
          error={problem}
          clearable
        />
        <section aria-labelledby="skill-suggestions-heading" className={classes.suggestions}>
          <Title order={3} fz="md" id="skill-suggestions-heading">
            {t('jobMatching.editSkills.suggestions', { count: suggested.length })}
          </Title>
          {suggested.length === 0 ? (
            <Text size="sm" c="dimmed" mt="xs">
              {t('jobMatching.editSkills.noSuggestions')}
            </Text>
          ) : (
            <ul className={classes.list}>
              {shown.map((skill) => (
                <li key={skill.id ?? skill.label} className={classes.item}>
                  <span className={classes.label}>{skill.label}</span>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="light"
                      aria-label={t('jobMatching.editSkills.addSuggestion', { skill: skill.label })}
                      onClick={() => setCore([...confirmed, skill])}
                    >
                      <IconPlus size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray.7"
                      aria-label={t('jobMatching.editSkills.dismissSuggestion', {
                        skill: skill.label,
                      })}
                      onClick={() => setSuggested((list) => list.filter((s) => s !== skill))}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </li>
              ))}
            </ul>
          )}
          {(more > 0 || showAll) && suggested.length > SKILLS_PANEL_LIMIT && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              mt="xs"
              onClick={() => setShowAll((all) => !all)}
              aria-expanded={showAll}
            >
              {showAll
                ? t('jobMatching.editSkills.viewLess')
                : t('jobMatching.editSkills.viewMore')}
            </Anchor>
          )}
        </section>
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={() => navigate('..')} disabled={update.isPending}>
            {t('jobMatching.editSkills.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('jobMatching.editSkills.update')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EditSkillsModal() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const skills = useSkills();
  const minHeight = params.get('setMinHeight') === 'true' ? 460 : undefined;
  return (
    <div style={{ minHeight }}>
      {skills.isPending ? (
        <Center mih={minHeight ?? 200}>
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : skills.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={t('jobMatching.editSkills.loadFailed')}
        >
          <Text size="sm">{errorMessageOf(skills.error)}</Text>
          <Button
            size="xs"
            variant="white"
            color="red"
            mt="xs"
            onClick={() => void skills.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <EditSkillsForm
          initial={{
            confirmed: skills.data.confirmedSkills,
            suggested: skills.data.suggestedSkills,
          }}
        />
      )}
    </div>
  );
}
