// Delete Account: the button, its dialog and, for an account without a password, the
// 'check your email' dialog that follows it.
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/api/get-session';
import { CheckEmailModal } from './check-email-modal';
import { DeleteAccountModal } from './delete-account-modal';
import { PrivacySection } from './privacy-section';

export function DeleteAccountSection() {
  const { t } = useTranslation();
  const { email } = useSession();
  const [dialog, setDialog] = useState<'delete' | 'checkEmail' | null>(null);
  const close = () => setDialog(null);
  return (
    <PrivacySection
      title={t('privacy.deleteAccount.title')}
      description={t('privacy.deleteAccount.text')}
    >
      <div>
        <Button
          color="red.8"
          variant="outline"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setDialog('delete')}
        >
          {t('privacy.deleteAccount.open')}
        </Button>
      </div>
      <DeleteAccountModal
        opened={dialog === 'delete'}
        onClose={close}
        onConfirmationSent={() => setDialog('checkEmail')}
      />
      <CheckEmailModal opened={dialog === 'checkEmail'} email={email} onClose={close} />
    </PrivacySection>
  );
}
