// The outcome of a save (spec 3 section 4, "update complete true or false"): a success notice
// in a polite live region that is there from the start, or the server's message as an alert.
import { Alert, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type SaveOutcome = { ok: true } | { ok: false; message: string };

export function SaveOutcomeNotice({ outcome }: { outcome: SaveOutcome | null }) {
  const { t } = useTranslation();
  return (
    <div style={{ flex: '1 1 280px', minWidth: 0 }}>
      <div role="status" aria-live="polite">
        {outcome?.ok && (
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={20} color="var(--mantine-color-green-8)" aria-hidden />
            <Text fw={600}>{t('jobAlerts.preferences.saved')}</Text>
          </Group>
        )}
      </div>
      {outcome && !outcome.ok && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={t('jobAlerts.preferences.saveFailed')}
        >
          {outcome.message}
        </Alert>
      )}
    </div>
  );
}
