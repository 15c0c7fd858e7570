// The Delete state of a language: the question, Cancel (back to Edit) and 'Yes, Delete'.
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteLanguageConfirmation({ busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const question = t('profileEditor.qualifications.languages.deleteConfirm');
  return (
    <Paper withBorder radius="md" p="md" bg="red.0" role="alertdialog" aria-label={question}>
      <Text fw={600} mb="sm">
        {question}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('profileEditor.qualifications.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {t('profileEditor.qualifications.yesDelete')}
        </Button>
      </Group>
    </Paper>
  );
}
