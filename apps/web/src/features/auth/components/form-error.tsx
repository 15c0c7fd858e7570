import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A failed submit's message (from the server), announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
    >
      {message}
    </Alert>
  );
}
