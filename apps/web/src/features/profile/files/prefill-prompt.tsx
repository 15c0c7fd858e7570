// The blue, dismissible offer to pre-fill the profile from the resume (spec 2 sections 2.3, 4.2).
import { Alert, Anchor } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function PrefillPrompt({
  onPreFill,
  onDismiss,
  busy,
}: {
  onPreFill: () => void;
  onDismiss: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="blue"
      icon={<IconSparkles aria-hidden />}
      withCloseButton
      onClose={onDismiss}
      closeButtonLabel={t('profileEditor.files.resume.dismissPrompt')}
    >
      {t('profileEditor.files.resume.prefillPrompt')}{' '}
      <Anchor component="button" type="button" fw={600} onClick={onPreFill} disabled={busy}>
        {t('profileEditor.files.resume.prefillNow')}
      </Anchor>
    </Alert>
  );
}
