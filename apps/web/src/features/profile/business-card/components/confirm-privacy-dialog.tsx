// 'Confirm Privacy Setting' (spec 2 sections 2.3, 8): going visible to the network needs the
// ticked consent. Loaded on demand by the visibility control, which holds the consent.
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedOnceMounted } from '../../../../shared/hooks/use-on-demand-dialog';

interface ConfirmPrivacyDialogProps {
  opened: boolean;
  onClose: () => void;
  consent: boolean;
  consentError: string | null;
  onConsentChange: (consent: boolean) => void;
  onConfirm: () => void;
}

export function ConfirmPrivacyDialog({
  opened,
  onClose,
  consent,
  consentError,
  onConsentChange,
  onConfirm,
}: ConfirmPrivacyDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={useOpenedOnceMounted(opened)}
      onClose={onClose}
      title={t('profileEditor.businessCard.confirmPrivacyTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('profileEditor.businessCard.confirmPrivacyBody')}</Text>
        {/* Focus starts at the consent to give, not at the header's close button. */}
        <Checkbox
          data-autofocus
          label={t('profileEditor.businessCard.consentLabel')}
          checked={consent}
          onChange={(e) => onConsentChange(e.currentTarget.checked)}
          error={consentError}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('profileEditor.businessCard.cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('profileEditor.businessCard.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
