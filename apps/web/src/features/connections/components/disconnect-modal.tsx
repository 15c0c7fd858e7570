// 'Disconnect from {company} Talent Community' (spec 3 section 4): the disconnect goes ahead only
// once DISCONNECT is typed.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type Connection, DISCONNECT_CONFIRMATION } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DisconnectModalProps {
  connection: Connection | null;
  busy: boolean;
  onConfirm: (connection: Connection) => void;
  onClose: () => void;
}

export const isDisconnectConfirmed = (typed: string) => typed.trim() === DISCONNECT_CONFIRMATION;

export function DisconnectModal({ connection, busy, onConfirm, onClose }: DisconnectModalProps) {
  const { t } = useTranslation();
  const company = connection?.companyName ?? '';
  return (
    <Modal
      opened={connection !== null}
      onClose={() => !busy && onClose()}
      title={t('connections.disconnect.title', { company })}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {connection && (
        <DisconnectForm
          // A fresh, empty box each time the dialog opens.
          key={connection.id}
          connection={connection}
          busy={busy}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function DisconnectForm({
  connection,
  busy,
  onConfirm,
  onClose,
}: DisconnectModalProps & { connection: Connection }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const confirmed = isDisconnectConfirmed(typed);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmed && !busy) onConfirm(connection);
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t('connections.disconnect.text', { company: connection.companyName })}
        </Text>
        <TextInput
          label={t('connections.disconnect.typeToConfirm', { word: DISCONNECT_CONFIRMATION })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={onClose} disabled={busy}>
            {t('connections.disconnect.cancel')}
          </Button>
          <Button type="submit" color="red.8" disabled={!confirmed} loading={busy}>
            {t('connections.disconnect.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
