// Closing an account without a password, from the mailed link (/account/confirm-deletion?
// token=…): open without signing in. Opening the page changes nothing, so a mail scanner that
// follows the link closes no account; only 'Close my account' sends the token. A refused token
// (400) shows the server's message.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconUserX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isHttpError } from '../../../shared/lib/http';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';
import { LinkPageCard } from '../../../shared/ui/link-page-card';
import { useConfirmAccountDeletion } from '../api/confirm-account-deletion';
import { useLeaveClosedAccount } from '../hooks/use-leave-closed-account';

export function ConfirmDeletionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmAccountDeletion();
  const leave = useLeaveClosedAccount();
  const alert = useRef<HTMLDivElement>(null);
  const failed = !token || confirm.isError;

  // The button's work failed: take the talent to why, not leave focus on a button that failed.
  useEffect(() => {
    if (confirm.isError) alert.current?.focus();
  }, [confirm.isError]);

  const close = () => confirm.mutate(token, { onSuccess: () => void leave() });

  return (
    <LinkPageCard
      icon={<IconUserX size={28} stroke={1.6} />}
      color="red"
      title={t('privacy.confirmDeletion.title')}
    >
      <Text>{t('privacy.confirmDeletion.intro')}</Text>
      {failed && (
        <Alert
          ref={alert}
          tabIndex={-1}
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={t('privacy.confirmDeletion.failedTitle')}
          w="100%"
        >
          {token ? errorMessageOf(confirm.error) : t('privacy.confirmDeletion.invalid')}
        </Alert>
      )}
      <Group gap="sm" wrap="wrap">
        {/* A refused link cannot succeed on a second press: only a fresh link can. */}
        {token && !isHttpError(confirm.error, 400) && (
          <Button color="red.8" loading={confirm.isPending || confirm.isSuccess} onClick={close}>
            {t('privacy.confirmDeletion.confirm')}
          </Button>
        )}
        <Button component={Link} to="/privacy" variant="default">
          {t('privacy.confirmDeletion.keep')}
        </Button>
      </Group>
    </LinkPageCard>
  );
}
