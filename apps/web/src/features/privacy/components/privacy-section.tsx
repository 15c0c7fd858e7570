// One titled part of the privacy page: a region named by its heading, so screen-reader users can
// jump between them.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface PrivacySectionProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

export function PrivacySection({ title, description, children }: PrivacySectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="sm" align="stretch">
        <Title order={2} fz={{ base: 18, sm: 20 }} id={headingId}>
          {title}
        </Title>
        {description && <Text size="sm">{description}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
