// Enable alerts (off by default) and, only while alerts are enabled, their Frequency: Daily,
// Weekly or Monthly (spec 3 sections 3, 4 and 9).
import '@mantine/core/styles/Switch.css';
import { Group, Radio, Stack, Switch, Title } from '@mantine/core';
import { JOB_ALERT_FREQUENCIES } from '@talent/contract';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AlertPreferencesFormValues, frequencyOf } from '../lib/preferences-form';

interface AlertsSectionProps {
  control: Control<AlertPreferencesFormValues>;
  disabled: boolean;
}

export function AlertsSection({ control, disabled }: AlertsSectionProps) {
  const { t } = useTranslation();
  const enableAlerts = useWatch({ control, name: 'enableAlerts' });
  return (
    <Stack gap="sm" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Title order={2} fz="lg">
        {t('jobAlerts.preferences.alertsHeading')}
      </Title>
      <Controller
        control={control}
        name="enableAlerts"
        render={({ field }) => (
          <Switch
            label={t('jobAlerts.preferences.enableAlerts')}
            description={t('jobAlerts.preferences.enableAlertsHint')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={disabled}
            size="md"
          />
        )}
      />
      {enableAlerts && (
        <Controller
          control={control}
          name="frequency"
          render={({ field }) => (
            <Radio.Group
              label={t('jobAlerts.preferences.frequency')}
              value={String(field.value)}
              onChange={(value) => field.onChange(frequencyOf(value))}
            >
              <Group gap="lg" mt="xs">
                {JOB_ALERT_FREQUENCIES.map((frequency) => (
                  <Radio
                    key={frequency.value}
                    value={String(frequency.value)}
                    label={t(`jobAlerts.preferences.frequencies.${frequency.value}`)}
                    disabled={disabled}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
      )}
    </Stack>
  );
}
