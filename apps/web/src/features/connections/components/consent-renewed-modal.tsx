// The success modal after a renewal (spec 3 section 4): '{company} Terms and Conditions' and
// 'You have successfully renewed your data consent for {company}. Your consent will expire on
// {date}.'
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Connection } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format-date';

interface ConsentRenewedModalProps {
  connection: Connection | null;
  onClose: () => void;
}

export function ConsentRenewedModal({ connection, onClose }: ConsentRenewedModalProps) {
  const { t } = useTranslation();
  const company = connection?.companyName ?? '';
  return (
    <Modal
      opened={connection !== null}
      onClose={onClose}
      title={t('connections.terms.title', { company })}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {connection && (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconCircleCheck
              size={24}
              color="var(--mantine-color-green-8)"
              aria-hidden
              style={{ flexShrink: 0 }}
            />
            <Text size="sm">
              {t('connections.terms.renewed', {
                company,
                date: formatDate(connection.consentExpiry) ?? '',
              })}
            </Text>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('connections.terms.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
