// What a signed-in page shows once the browser's session belongs to someone else: the toast's
// words and its Reload button, in place of the page.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../shared/ui/skip-link';

export function SessionChangedNotice() {
  const { t } = useTranslation();
  return (
    <Center component="main" id={MAIN_CONTENT_ID} tabIndex={-1} mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} size="h3">
          {t('toasts.sessionChangedTitle')}
        </Title>
        <Text>{t('toasts.sessionChangedMessage')}</Text>
        <Button onClick={() => window.location.reload()}>{t('toasts.reload')}</Button>
      </Stack>
    </Center>
  );
}
