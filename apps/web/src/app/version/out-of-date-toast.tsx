import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

export const OUT_OF_DATE_TOAST_ID = 'app-out-of-date';

export function showOutOfDateToast(): void {
  notifications.show({
    id: OUT_OF_DATE_TOAST_ID,
    color: 'yellow',
    title: i18next.t('toasts.outOfDateTitle'),
    message: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{i18next.t('toasts.outOfDateMessage')}</Text>
        <Button
          size="compact-sm"
          variant="light"
          color="yellow"
          onClick={() => window.location.reload()}
        >
          {i18next.t('toasts.reload')}
        </Button>
      </Stack>
    ),
    autoClose: false,
  });
}
