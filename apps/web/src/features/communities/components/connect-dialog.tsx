// The confirmation before joining a community: what the company will see, and how long the
// consent lasts. Connect stays busy while the call runs.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { CommunityCard } from '@talent/contract';
import { useTranslation } from 'react-i18next';

interface ConnectDialogProps {
  community: CommunityCard | null;
  opened: boolean;
  busy: boolean;
  /** Back to Connect on closing; not once joined, when focus goes to the Connected tick. */
  returnFocus: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConnectDialog({
  community,
  opened,
  busy,
  returnFocus,
  onConfirm,
  onCancel,
}: ConnectDialogProps) {
  const { t } = useTranslation();
  const company = community?.companyName ?? '';
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('communities.connect.title', { company })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      returnFocus={returnFocus}
    >
      <Stack gap="sm">
        <Text size="sm">{t('communities.connect.shares', { company })}</Text>
        <Text size="sm">{t('communities.connect.consent', { company })}</Text>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('communities.connect.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy} data-autofocus>
            {t('communities.connect.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
