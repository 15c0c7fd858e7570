// 'Check your email' (spec 3 section 4): an account without a password closes only from the
// mailed link, so the talent is told where it went and how long it works.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DELETE_ACCOUNT_LINK_HOURS } from '@talent/contract';
import { useTranslation } from 'react-i18next';

interface CheckEmailModalProps {
  opened: boolean;
  email: string;
  onClose: () => void;
}

export function CheckEmailModal({ opened, email, onClose }: CheckEmailModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('privacy.checkEmail.title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t('privacy.checkEmail.text', { email, hours: String(DELETE_ACCOUNT_LINK_HOURS) })}
        </Text>
        <Text size="sm">{t('privacy.checkEmail.notSent')}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('privacy.checkEmail.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
