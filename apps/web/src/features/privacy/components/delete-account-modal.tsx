// The Delete Account dialog (spec 3 section 4). It asks the server first whether a password is
// set, since that decides the form: with one the account closes at once and the talent lands on
// the closed page; without one a link is mailed and the caller shows 'check your email'.
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { DeleteAccountInput } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useDeleteAccount } from '../api/delete-account';
import { useHasSetPassword } from '../api/get-has-set-password';
import { useLeaveClosedAccount } from '../hooks/use-leave-closed-account';
import { DeleteAccountForm } from './delete-account-form';

interface DeleteAccountModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirmationSent: () => void;
}

export function DeleteAccountModal({
  opened,
  onClose,
  onConfirmationSent,
}: DeleteAccountModalProps) {
  const { t } = useTranslation();
  const deletion = useDeleteAccount();
  return (
    <Modal
      opened={opened}
      // Not while the request is out: its answer decides where the talent goes next.
      onClose={() => !deletion.isPending && onClose()}
      title={t('privacy.deleteModal.title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* The dialog mounts its body only while open: each opening reads the password status
          again and starts with an empty form. */}
      <DeleteAccountBody
        send={deletion.mutateAsync}
        onClose={onClose}
        onConfirmationSent={onConfirmationSent}
      />
    </Modal>
  );
}

function DeleteAccountBody({
  send,
  onClose,
  onConfirmationSent,
}: Omit<DeleteAccountModalProps, 'opened'> & {
  send: ReturnType<typeof useDeleteAccount>['mutateAsync'];
}) {
  const { t } = useTranslation();
  const password = useHasSetPassword();
  const leave = useLeaveClosedAccount();

  const submit = async (input: DeleteAccountInput) => {
    const { outcome } = await send(input);
    if (outcome === 'closed') await leave();
    else onConfirmationSent();
  };

  if (password.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('privacy.deleteModal.checking')}</Text>
      </Group>
    );
  }
  if (password.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('privacy.deleteModal.loadFailed')}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('privacy.deleteModal.cancel')}
          </Button>
          <Button onClick={() => void password.refetch()} loading={password.isFetching}>
            {t('privacy.deleteModal.retry')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <DeleteAccountForm hasSetPassword={password.data} onSubmit={submit} onCancel={onClose} />;
}
