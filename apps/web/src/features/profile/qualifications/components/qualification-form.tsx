// The qualification form (spec 2 section 5): the name label and the Level, Course type and
// Licence type fields follow the entry's form. Messages show only after a submit attempt and an
// invalid form is not saved. The same contract schema validates it on the server.
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  type AttachedFile,
  COURSE_TYPE_IDS,
  formOfEntry,
  LICENCE_TYPE_IDS,
  QUALIFICATION_LIMITS,
  type QualificationBody,
  type QualificationFormValues,
  qualificationBodySchema,
  yearCompletedOptions,
} from '@talent/contract';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../section-mode/section-buttons';
import { useEducationLevels } from '../api/get-education-levels';
import { useLicenceTypes } from '../api/get-licence-types';
import { nameLabelKey } from '../qualification-types';
import { DocumentField } from './document-field';
import classes from './qualifications.module.css';

export interface QualificationFormSubmit {
  body: QualificationBody;
  newDocument: File | null;
}

interface QualificationFormProps {
  initial: QualificationFormValues;
  attached: AttachedFile | null;
  editing: boolean;
  busy: boolean;
  onSubmit: (submit: QualificationFormSubmit) => void;
  onCancel: () => void;
  onDelete?: () => void;
  formRef?: (element: HTMLFormElement | null) => void;
}

const toOption = (value: number, label: string) => ({ value: String(value), label });
const toNumber = (value: string | null) => (value === null || value === '' ? null : Number(value));

export function QualificationForm(props: QualificationFormProps) {
  const { initial, editing, busy } = props;
  const { t } = useTranslation();
  const form = formOfEntry(initial.qualificationTypeId ?? null, initial.qualificationCategory ?? 0);
  const levels = useEducationLevels(form === 'Education');
  const licenceTypes = useLicenceTypes(form === 'Licence');
  const [attached, setAttached] = useState(props.attached);
  const [chosen, setChosen] = useState<File | null>(null);
  const [documentError, setDocumentError] = useState<string | null>(null);
  const { control, register, handleSubmit, formState } = useForm<
    QualificationFormValues,
    unknown,
    QualificationBody
  >({ resolver: zodResolver(qualificationBodySchema), defaultValues: initial });
  const { errors } = formState;

  const yearOptions = useMemo(
    () =>
      yearCompletedOptions().map((year) =>
        toOption(year, year === 0 ? t('profileEditor.qualifications.notSpecified') : String(year)),
      ),
    [t],
  );
  const durationOptions = Array.from({ length: QUALIFICATION_LIMITS.yearsMax + 1 }, (_, count) =>
    toOption(count, t('profileEditor.qualifications.durationValue', { count })),
  );
  const courseTypeOptions = COURSE_TYPE_IDS.map((id) =>
    toOption(id, t(`profileEditor.qualifications.courseTypes.${id}`)),
  );
  const licenceTypeOptions = [
    ...(licenceTypes.data ?? []).map((type) => toOption(type.id, type.name)),
    ...LICENCE_TYPE_IDS.filter((id) => id === initial.qualificationTypeId).map((id) =>
      toOption(id, t(`profileEditor.qualifications.generalLicenceTypes.${id}`)),
    ),
  ];
  const typeName = t(`profileEditor.qualifications.types.${form}`);

  return (
    <form
      ref={props.formRef}
      className={classes.form}
      noValidate
      aria-label={
        editing
          ? t('profileEditor.qualifications.editHeading', { type: typeName })
          : t('profileEditor.qualifications.addHeading', { type: typeName })
      }
      onSubmit={handleSubmit((body) => {
        if (documentError) return;
        props.onSubmit({
          body: { ...body, file: attached ? { id: attached.id } : null },
          newDocument: chosen,
        });
      })}
    >
      <Stack gap="md">
        <Title order={3} fz="md">
          {editing
            ? t('profileEditor.qualifications.editHeading', { type: typeName })
            : t('profileEditor.qualifications.addHeading', { type: typeName })}
        </Title>
        <TextInput
          label={t(nameLabelKey(form))}
          withAsterisk
          error={errors.certification?.message}
          {...register('certification')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('profileEditor.qualifications.institution')}
            withAsterisk
            error={errors.institution?.message}
            {...register('institution')}
          />
          <TextInput
            label={t('profileEditor.qualifications.state')}
            error={errors.state?.message}
            {...register('state')}
          />
          {form === 'Education' && (
            <Controller
              control={control}
              name="fifoEducationLevel"
              render={({ field }) => (
                <Select
                  label={t('profileEditor.qualifications.level')}
                  withAsterisk
                  placeholder={t('profileEditor.qualifications.selectPlaceholder')}
                  data={(levels.data ?? []).map((level) => toOption(level.value, level.label))}
                  value={field.value ? String(field.value.id) : null}
                  onChange={(value) => {
                    const id = toNumber(value);
                    field.onChange(id === null ? null : { id });
                  }}
                  onBlur={field.onBlur}
                  error={errors.fifoEducationLevel?.message}
                  allowDeselect={false}
                />
              )}
            />
          )}
          {(form === 'Course' || form === 'Licence') && (
            <Controller
              control={control}
              name="qualificationTypeId"
              render={({ field }) => (
                <Select
                  label={
                    form === 'Course'
                      ? t('profileEditor.qualifications.courseType')
                      : t('profileEditor.qualifications.licenceType')
                  }
                  withAsterisk
                  searchable={form === 'Licence'}
                  placeholder={t('profileEditor.qualifications.selectPlaceholder')}
                  data={form === 'Course' ? courseTypeOptions : licenceTypeOptions}
                  value={
                    field.value === null || field.value === undefined ? null : String(field.value)
                  }
                  onChange={(value) => field.onChange(toNumber(value))}
                  onBlur={field.onBlur}
                  error={errors.qualificationTypeId?.message}
                  allowDeselect={false}
                />
              )}
            />
          )}
          <Controller
            control={control}
            name="yearCompleted"
            render={({ field }) => (
              <Select
                label={t('profileEditor.qualifications.yearCompleted')}
                data={yearOptions}
                value={String(field.value ?? 0)}
                onChange={(value) => field.onChange(toNumber(value) ?? 0)}
                error={errors.yearCompleted?.message}
                allowDeselect={false}
                searchable
              />
            )}
          />
          <Controller
            control={control}
            name="years"
            render={({ field }) => (
              <Select
                label={t('profileEditor.qualifications.duration')}
                placeholder={t('profileEditor.qualifications.selectPlaceholder')}
                data={durationOptions}
                value={
                  field.value === null || field.value === undefined ? null : String(field.value)
                }
                onChange={(value) => field.onChange(toNumber(value))}
                error={errors.years?.message}
                clearable
              />
            )}
          />
          <TextInput
            label={t('profileEditor.qualifications.reference')}
            error={errors.qualificationNumber?.message}
            {...register('qualificationNumber')}
          />
        </SimpleGrid>
        <Textarea
          label={t('profileEditor.qualifications.comments')}
          rows={3}
          error={errors.comments?.message}
          {...register('comments')}
        />
        <DocumentField
          attached={attached}
          chosen={chosen}
          error={documentError}
          disabled={busy}
          onChoose={(file, problem) => {
            setDocumentError(problem);
            setChosen(problem ? null : file);
          }}
          onRemove={() => {
            setDocumentError(null);
            if (chosen) setChosen(null);
            else setAttached(null);
          }}
        />
        <FormActions busy={busy} onCancel={props.onCancel} onDelete={props.onDelete} />
      </Stack>
    </form>
  );
}
