// The language form: language (searchable) and proficiency, both required (spec 2 section 5).
// Messages show after a submit attempt; the contract schema validates it on the server too.
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  LANGUAGE_LEVELS,
  type LanguageBody,
  type LanguageFormValues,
  languageBodySchema,
} from '@talent/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../section-mode/section-buttons';
import { useReferenceLanguages } from '../api/get-reference-languages';
import classes from './language-form.module.css';

interface LanguageFormProps {
  initial: LanguageFormValues;
  editing: boolean;
  busy: boolean;
  onSubmit: (body: LanguageBody) => void;
  onCancel: () => void;
  onDelete?: () => void;
  formRef?: (element: HTMLFormElement | null) => void;
}

export function LanguageForm({
  initial,
  editing,
  busy,
  onSubmit,
  onCancel,
  onDelete,
  formRef,
}: LanguageFormProps) {
  const { t } = useTranslation();
  const languages = useReferenceLanguages();
  const { control, handleSubmit, formState } = useForm<LanguageFormValues, unknown, LanguageBody>({
    resolver: zodResolver(languageBodySchema),
    defaultValues: initial,
  });
  const heading = editing
    ? t('profileEditor.qualifications.languages.editHeading')
    : t('profileEditor.qualifications.languages.addHeading');
  return (
    <form
      ref={formRef}
      className={classes.form}
      noValidate
      aria-label={heading}
      onSubmit={handleSubmit(onSubmit)}
    >
      <Stack gap="md">
        <Title order={3} fz="md">
          {heading}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="languageId"
            render={({ field }) => (
              <Select
                label={t('profileEditor.qualifications.languages.language')}
                withAsterisk
                searchable
                placeholder={t('profileEditor.qualifications.languages.searchLanguage')}
                data={(languages.data ?? []).map((language) => ({
                  value: language.id,
                  label: language.name,
                }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={formState.errors.languageId?.message}
                nothingFoundMessage="—"
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={control}
            name="level"
            render={({ field }) => (
              <Select
                label={t('profileEditor.qualifications.languages.proficiency')}
                withAsterisk
                placeholder={t('profileEditor.qualifications.selectPlaceholder')}
                data={LANGUAGE_LEVELS.map((level) => ({
                  value: String(level),
                  label: t(`profileEditor.qualifications.languages.levels.${level}`),
                }))}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ? Number(value) : 0)}
                onBlur={field.onBlur}
                error={formState.errors.level?.message}
                allowDeselect={false}
              />
            )}
          />
        </SimpleGrid>
        <FormActions busy={busy} onCancel={onCancel} onDelete={onDelete} />
      </Stack>
    </form>
  );
}
