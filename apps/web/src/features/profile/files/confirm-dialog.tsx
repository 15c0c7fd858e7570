// The resume's confirmations (delete the file, clear all the pre-fill wrote): the question,
// Cancel and the red action, which spins while it runs and closes the dialog when done. Loaded
// on demand by the resume card and the pre-fill review.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedOnceMounted } from '../../../shared/hooks/use-on-demand-dialog';

interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  question: string;
  cancelLabel: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => Promise<unknown>;
}

export function ConfirmDialog({
  opened,
  onClose,
  title,
  question,
  cancelLabel,
  confirmLabel,
  busy,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={useOpenedOnceMounted(opened)}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Text mb="lg">{question}</Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          color="red.9"
          loading={busy}
          onClick={async () => {
            await onConfirm().catch(() => undefined);
            onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
