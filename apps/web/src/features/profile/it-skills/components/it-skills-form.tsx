// Edit mode of IT skills: per group a fieldset with a type-ahead for each level; Save sends the
// nine lists, Cancel drops the changes.
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { IT_SKILL_GROUPS, IT_SKILL_LEVELS, type ItSkills, itSkillListKey } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../../shared/lib/show-error-toast';
import { FormActions } from '../../section-mode/section-buttons';
import { usePutItSkills } from '../api/put-it-skills';
import { ItSkillPicker } from './it-skill-picker';
import classes from './it-skills-form.module.css';

interface ItSkillsFormProps {
  initial: ItSkills;
  onDone: () => void;
  formRef?: (element: HTMLFormElement | null) => void;
}

export function ItSkillsForm({ initial, onDone, formRef }: ItSkillsFormProps) {
  const { t } = useTranslation();
  const [skills, setSkills] = useState(initial);
  const save = usePutItSkills();
  return (
    <form
      ref={formRef}
      className={classes.form}
      aria-label={t('profileEditor.qualifications.itSkills.edit')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(skills, { onSuccess: onDone, onError: showErrorToast });
      }}
    >
      <Stack gap="md">
        {IT_SKILL_GROUPS.map((group) => {
          const groupName = t(`profileEditor.qualifications.itSkills.groups.${group.key}`);
          return (
            <Fieldset key={group.id} legend={groupName} radius="md">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                {IT_SKILL_LEVELS.map((level) => {
                  const key = itSkillListKey(group.key, level);
                  const chosenElsewhere = IT_SKILL_LEVELS.filter(
                    (other) => other !== level,
                  ).flatMap((other) =>
                    skills[itSkillListKey(group.key, other)].map((item) => item.id),
                  );
                  return (
                    <ItSkillPicker
                      key={key}
                      group={group.id}
                      label={t('profileEditor.qualifications.itSkills.fieldLabel', {
                        group: groupName,
                        level: t(`profileEditor.qualifications.itSkills.levels.${level}`),
                      })}
                      value={skills[key]}
                      chosenElsewhere={chosenElsewhere}
                      onChange={(items) => setSkills((current) => ({ ...current, [key]: items }))}
                    />
                  );
                })}
              </SimpleGrid>
            </Fieldset>
          );
        })}
        <FormActions busy={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
