// A toast that asks the user to reload, with a Reload button: the session-change and the
// out-of-date warnings differ only in their words, colour and how long they stay.
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

export function showReloadToast(options: {
  id: string;
  color: string;
  title: string;
  message: string;
  reloadLabel: string;
  autoClose: number | false;
}): void {
  notifications.show({
    id: options.id,
    color: options.color,
    title: options.title,
    message: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{options.message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          color={options.color}
          onClick={() => window.location.reload()}
        >
          {options.reloadLabel}
        </Button>
      </Stack>
    ),
    autoClose: options.autoClose,
  });
}
