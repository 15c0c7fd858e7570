// The message after a pre-fill (spec 2 sections 2.3, 4.2): review the filled profile, or clear
// everything the pre-fill wrote after a confirmation. Blue after a pre-fill; yellow, with a
// warning icon, when the talent arrives from a submitted job application.
import { Alert, Anchor, Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertTriangle, IconClipboardCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface PrefillReviewProps {
  variant: 'prefilled' | 'jobApplicationSubmitted';
  clearing: boolean;
  onDismiss: () => void;
  onClearAll: () => Promise<unknown>;
}

export function PrefillReview({ variant, clearing, onDismiss, onClearAll }: PrefillReviewProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const fromApplication = variant === 'jobApplicationSubmitted';
  return (
    <>
      <Alert
        color={fromApplication ? 'yellow' : 'blue'}
        icon={
          fromApplication ? <IconAlertTriangle aria-hidden /> : <IconClipboardCheck aria-hidden />
        }
        withCloseButton
        onClose={onDismiss}
        closeButtonLabel={t('profileEditor.files.resume.dismissReview')}
        data-tone={variant}
      >
        <Text size="sm" fw={500}>
          {t('profileEditor.files.resume.reviewMessage')}
        </Text>
        <Group gap="md" mt={6} wrap="wrap">
          <Anchor component={Link} to="/profile" size="sm" fw={600}>
            {t('profileEditor.files.resume.reviewProfile')}
          </Anchor>
          <Text size="sm">
            {t('profileEditor.files.resume.looksIncorrect')}{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              onClick={() => setConfirming(true)}
            >
              {t('profileEditor.files.resume.clearAll')}
            </Anchor>
          </Text>
        </Group>
      </Alert>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('profileEditor.files.resume.clearAllTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
      >
        <Text mb="lg">{t('profileEditor.files.resume.clearAllConfirm')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={clearing}>
            {t('profileEditor.files.resume.clearAllCancel')}
          </Button>
          <Button
            color="red.9"
            loading={clearing}
            onClick={async () => {
              await onClearAll().catch(() => undefined);
              setConfirming(false);
            }}
          >
            {t('profileEditor.files.resume.clearAll')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
