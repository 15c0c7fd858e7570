// Add's first step: which kind of entry (Education, Course, Safety training; or Licence, Ticket,
// Other), each with its description from spec 2 section 2.3.
import { Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { QualificationForm } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './qualifications.module.css';

interface TypeChoiceProps {
  forms: readonly QualificationForm[];
  onChoose: (form: QualificationForm) => void;
  onCancel: () => void;
}

export function TypeChoice({ forms, onChoose, onCancel }: TypeChoiceProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string>(forms[0]!);
  return (
    <form
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        onChoose(value as QualificationForm);
      }}
    >
      <Stack gap="md">
        <Radio.Group
          value={value}
          onChange={setValue}
          label={t('profileEditor.qualifications.chooseType')}
          labelProps={{ mb: 'xs' }}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {forms.map((form) => (
              <Radio.Card key={form} value={form} className={classes.typeCard} radius="md">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>{t(`profileEditor.qualifications.types.${form}`)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`profileEditor.qualifications.typeDescriptions.${form}`)}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('profileEditor.qualifications.cancel')}
          </Button>
          <Button type="submit">{t('profileEditor.qualifications.next')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
