// The Delete state of an entry's form: the question, Cancel (back to Edit) and 'Yes, Delete'.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './qualifications.module.css';

interface DeleteConfirmationProps {
  question: string;
  hint?: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteConfirmation({
  question,
  hint,
  busy,
  onCancel,
  onConfirm,
}: DeleteConfirmationProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" className={classes.confirm} role="alertdialog" aria-label={question}>
      <Text fw={600}>{question}</Text>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('profileEditor.qualifications.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy} data-autofocus>
          {t('profileEditor.qualifications.yesDelete')}
        </Button>
      </Group>
    </Stack>
  );
}
