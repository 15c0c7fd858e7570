// Why the talent is leaving: the eight reasons as radios (all visible, one keystroke each, unlike
// a select), and the free text once Other is chosen (spec 3 section 3).
import { Radio, Stack, Textarea } from '@mantine/core';
import {
  DELETE_ACCOUNT_REASON_OTHER,
  type DeleteAccountForm,
  REASON_DESCRIPTION_MAX_LENGTH,
} from '@talent/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DELETION_REASONS } from '../lib/deletion-reasons';

export function DeletionReasonField({ form }: { form: UseFormReturn<DeleteAccountForm> }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const reasonType = form.watch('reasonType');
  return (
    <Stack gap="sm">
      <Controller
        control={form.control}
        name="reasonType"
        render={({ field }) => (
          <Radio.Group
            name={field.name}
            label={t('privacy.deleteModal.reason')}
            required
            value={field.value == null ? null : String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
            error={errors.reasonType?.message}
          >
            <Stack gap={8} mt={8}>
              {DELETION_REASONS.map((reason, index) => (
                <Radio
                  key={reason.value}
                  value={String(reason.value)}
                  label={t(reason.labelKey)}
                  onBlur={field.onBlur}
                  // The first choice takes the dialog's focus, past its close button.
                  data-autofocus={index === 0 ? true : undefined}
                  ref={index === 0 ? field.ref : undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {reasonType === DELETE_ACCOUNT_REASON_OTHER && (
        <Textarea
          label={t('privacy.deleteModal.reasonDescription')}
          description={t('privacy.deleteModal.reasonDescriptionHint', {
            max: String(REASON_DESCRIPTION_MAX_LENGTH),
          })}
          rows={3}
          maxLength={REASON_DESCRIPTION_MAX_LENGTH}
          error={errors.reasonDescription?.message}
          {...form.register('reasonDescription')}
        />
      )}
    </Stack>
  );
}
