// The Manage Internal Job Alerts form (spec 3 sections 4 and 5): Roles (required: 'Roles are
// required' on a failed submit, or at once when opened after the toggle's 406), Enable alerts
// (off by default) and Frequency (shown and sent only when alerts are enabled), then Save.
// While the preferences failed to load the form is disabled.
import '@mantine/core/styles/Switch.css';
import { Button, Group, NativeSelect, Stack, Switch, TextInput } from '@mantine/core';
import {
  type ConnectionJobAlertPreferencesResponse,
  JOB_ALERT_FREQUENCIES,
} from '@talent/contract';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../shared/lib/show-error-toast';
import { useUpdateJobAlertPreferences } from '../api/update-job-alert-preferences';
import {
  checkPreferences,
  formValuesOf,
  frequencyOf,
  type JobAlertPreferencesFormValues,
} from '../lib/job-alert-preferences-form';

/** The contract's limit on keywords. */
const KEYWORDS_MAX_LENGTH = 200;

const resolver: Resolver<JobAlertPreferencesFormValues> = (values) => {
  const check = checkPreferences(values);
  if (check.ok) return { values, errors: {} };
  return { values: {}, errors: { [check.field]: { type: 'validate', message: check.message } } };
};

interface JobAlertPreferencesFormProps {
  connectionId: string;
  saved: ConnectionJobAlertPreferencesResponse | undefined;
  /** The preferences could not be loaded: nothing can be changed. */
  disabled: boolean;
  /** Opened after the toggle's 406: show that Roles are required at once. */
  required: boolean;
  onSaved: () => void;
  onCancel: () => void;
}

export function JobAlertPreferencesForm({
  connectionId,
  saved,
  disabled,
  required,
  onSaved,
  onCancel,
}: JobAlertPreferencesFormProps) {
  const { t } = useTranslation();
  const update = useUpdateJobAlertPreferences(connectionId);
  const form = useForm<JobAlertPreferencesFormValues>({
    resolver,
    defaultValues: formValuesOf(saved),
  });
  const enableAlerts = useWatch({ control: form.control, name: 'enableAlerts' });
  const keywordsError = form.formState.errors.keywords;
  const locked = disabled || update.isPending;

  useEffect(() => {
    if (required && !disabled) void form.trigger('keywords');
  }, [required, disabled, form]);

  const submit = form.handleSubmit(async (values) => {
    const check = checkPreferences(values);
    if (!check.ok || disabled) return;
    try {
      await update.mutateAsync(check.body);
      onSaved();
    } catch (error) {
      showErrorToast(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <TextInput
          label={t('connections.jobAlertPreferences.rolesLabel')}
          description={t('connections.jobAlertPreferences.rolesHint')}
          withAsterisk
          maxLength={KEYWORDS_MAX_LENGTH}
          disabled={locked}
          data-autofocus
          {...form.register('keywords')}
          // The only way keywords fail (the box holds no more than the limit) is being empty.
          error={keywordsError ? t('connections.jobAlertPreferences.rolesRequired') : undefined}
        />
        <Controller
          control={form.control}
          name="enableAlerts"
          render={({ field }) => (
            <Switch
              label={t('connections.jobAlertPreferences.enableAlerts')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              disabled={locked}
            />
          )}
        />
        {enableAlerts && (
          <Controller
            control={form.control}
            name="frequency"
            render={({ field }) => (
              <NativeSelect
                label={t('connections.jobAlertPreferences.frequency')}
                value={String(field.value)}
                onChange={(event) => field.onChange(frequencyOf(event.currentTarget.value))}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={locked}
                data={JOB_ALERT_FREQUENCIES.map((f) => ({
                  value: String(f.value),
                  label: t(`connections.jobAlertPreferences.frequencies.${f.value}`),
                }))}
              />
            )}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={onCancel} disabled={update.isPending}>
            {t('connections.jobAlertPreferences.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={disabled}>
            {t('connections.jobAlertPreferences.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
