// The message after a pre-fill (spec 2 sections 2.3, 4.2): review the filled profile, or clear
// everything the pre-fill wrote after a confirmation. Blue after a pre-fill; yellow, with a
// warning icon, when the talent arrives from a submitted job application. The confirmation is a
// dialog loaded on demand.
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconClipboardCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOnDemandDialog } from '../../../shared/hooks/use-on-demand-dialog';

const ConfirmDialog = lazy(() =>
  import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

interface PrefillReviewProps {
  variant: 'prefilled' | 'jobApplicationSubmitted';
  clearing: boolean;
  onDismiss: () => void;
  onClearAll: () => Promise<unknown>;
}

export function PrefillReview({ variant, clearing, onDismiss, onClearAll }: PrefillReviewProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const dialog = useOnDemandDialog();
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
              {...dialog.intentProps}
              onClick={() => {
                dialog.want();
                setConfirming(true);
              }}
            >
              {t('profileEditor.files.resume.clearAll')}
            </Anchor>
          </Text>
        </Group>
      </Alert>
      {dialog.wanted && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened={confirming}
            onClose={() => setConfirming(false)}
            title={t('profileEditor.files.resume.clearAllTitle')}
            question={t('profileEditor.files.resume.clearAllConfirm')}
            cancelLabel={t('profileEditor.files.resume.clearAllCancel')}
            confirmLabel={t('profileEditor.files.resume.clearAll')}
            busy={clearing}
            onConfirm={onClearAll}
          />
        </Suspense>
      )}
    </>
  );
}
