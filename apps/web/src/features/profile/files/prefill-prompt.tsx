// The blue, dismissible offer to pre-fill the profile from the resume (spec 2 sections 2.3, 4.2),
// and the view that replaces it while the pre-fill runs (announced to screen readers).
import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function PrefillPrompt({
  onPreFill,
  onDismiss,
}: {
  onPreFill: () => void;
  onDismiss: () => void;
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
      <Anchor component="button" type="button" fw={600} onClick={onPreFill}>
        {t('profileEditor.files.resume.prefillNow')}
      </Anchor>
    </Alert>
  );
}

/** 'Filling in your profile! This may take a few seconds...' while the pre-fill runs. */
export function PrefillProgress() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" role="status" aria-live="polite" aria-busy="true">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" aria-hidden />
        <Text size="sm" fw={500}>
          {t('profileEditor.files.resume.prefilling')}
        </Text>
      </Group>
    </Alert>
  );
}
