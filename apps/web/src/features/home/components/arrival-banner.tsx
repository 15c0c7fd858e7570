// One arrival message (spec 3 section 2): a light banner with its text, a link onwards and a
// close button named for the message, so a screen reader tells the close buttons apart.
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ArrivalBannerProps {
  color: string;
  icon: ReactNode;
  title?: string;
  text: string;
  link: { to: string; label: string };
  closeLabel: string;
  onClose: () => void;
}

export function ArrivalBanner({
  color,
  icon,
  title,
  text,
  link,
  closeLabel,
  onClose,
}: ArrivalBannerProps) {
  return (
    <Alert
      // Not urgent: announced politely, not as an alert that interrupts.
      role="status"
      variant="light"
      color={color}
      radius="md"
      icon={icon}
      title={title}
      withCloseButton
      closeButtonLabel={closeLabel}
      onClose={onClose}
    >
      <Stack gap={4}>
        <Text size="sm">{text}</Text>
        <Anchor component={Link} to={link.to} size="sm" fw={600}>
          {link.label}
        </Anchor>
      </Stack>
    </Alert>
  );
}
