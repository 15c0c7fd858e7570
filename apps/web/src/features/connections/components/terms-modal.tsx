// '{company} Terms and Conditions' (spec 3 section 4, "Renewing"): what consenting shares, and
// an accept box; accepting renews the data consent.
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { Connection } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TermsModalProps {
  connection: Connection | null;
  busy: boolean;
  onAccept: (connection: Connection) => void;
  onClose: () => void;
}

export function TermsModal({ connection, busy, onAccept, onClose }: TermsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={connection !== null}
      onClose={() => !busy && onClose()}
      title={t('connections.terms.title', { company: connection?.companyName ?? '' })}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {connection && (
        <TermsForm
          key={connection.id}
          company={connection.companyName}
          busy={busy}
          onAccept={() => onAccept(connection)}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

interface TermsFormProps {
  company: string;
  busy: boolean;
  onAccept: () => void;
  /** Without it there is no Cancel (the reminder mail's renewal page). */
  onClose?: () => void;
}

/** The terms and the accept box; also the body of the reminder mail's renewal page. */
export function TermsForm({ company, busy, onAccept, onClose }: TermsFormProps) {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        if (!accepted) {
          setProblem(t('connections.terms.acceptRequired'));
          return;
        }
        onAccept();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('connections.terms.intro', { company })}</Text>
        <Text size="sm">{t('connections.terms.shares', { company })}</Text>
        <Text size="sm">{t('connections.terms.period', { company })}</Text>
        <Checkbox
          mt="xs"
          label={t('connections.terms.accept', { company })}
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.currentTarget.checked);
            setProblem(null);
          }}
          error={problem}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          {onClose && (
            <Button variant="subtle" onClick={onClose} disabled={busy}>
              {t('connections.terms.cancel')}
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {t('connections.terms.renew')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
