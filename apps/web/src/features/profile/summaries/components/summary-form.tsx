// A summary's textarea with its counter, Cancel and Save (spec 2 sections 2.3, 5): at most 2000
// characters, the message shown only after a submit attempt.
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack, Textarea } from '@mantine/core';
import { SUMMARY_MAX, type SummaryKind, summaryKinds } from '@talent/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useScrollFormIntoView } from '../../section-mode/profile-layout';
import { FormActions } from '../../section-mode/section-buttons';
import { useSaveSummary } from '../api/save-summary';

interface SummaryFormProps {
  kind: SummaryKind;
  label: string;
  initialText: string;
  onDone: () => void;
}

const formSchemas = {
  career: z.object({ text: summaryKinds.career.schema.shape.careerSummary }),
  skills: z.object({ text: summaryKinds.skills.schema.shape.skillsSummary }),
  achievement: z.object({ text: summaryKinds.achievement.schema.shape.achievements }),
};

type FormValues = { text?: string | null };

export function SummaryForm({ kind, label, initialText, onDone }: SummaryFormProps) {
  const { t } = useTranslation();
  const scrollIntoView = useScrollFormIntoView();
  const save = useSaveSummary(kind);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchemas[kind]),
    defaultValues: { text: initialText },
  });
  const text = useWatch({ control: form.control, name: 'text' }) ?? '';
  const error = form.formState.errors.text?.message;

  const submit = form.handleSubmit(async ({ text: value }) => {
    try {
      await save.mutateAsync(value ?? '');
      onDone();
    } catch {
      // The toast has been shown; the text stays.
    }
  });

  return (
    <Box component="form" ref={scrollIntoView} noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="sm">
        <Textarea
          // The section's heading shows the name already.
          aria-label={label}
          autosize
          minRows={5}
          maxRows={16}
          {...form.register('text')}
          description={t('profileEditor.work.summaries.counter', {
            length: String(text.length),
            max: String(SUMMARY_MAX),
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{
            description:
              text.length > SUMMARY_MAX ? { color: 'var(--mantine-color-red-7)' } : undefined,
          }}
          error={error}
        />
        <FormActions busy={save.isPending} onCancel={onDone} />
      </Stack>
    </Box>
  );
}
