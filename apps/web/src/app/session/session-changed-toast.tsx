import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

export const SESSION_CHANGED_TOAST_ID = 'session-changed';
/** Spec 1 section 9: the toast stays for an hour. */
export const SESSION_CHANGED_TOAST_DURATION = 36_000_000;

export function showSessionChangedToast(): void {
  notifications.show({
    id: SESSION_CHANGED_TOAST_ID,
    color: 'red',
    title: i18next.t('toasts.sessionChangedTitle'),
    message: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{i18next.t('toasts.sessionChangedMessage')}</Text>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          onClick={() => window.location.reload()}
        >
          {i18next.t('toasts.reload')}
        </Button>
      </Stack>
    ),
    autoClose: SESSION_CHANGED_TOAST_DURATION,
  });
}
