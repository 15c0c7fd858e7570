// The centred card of a page shown without the app shell: the sign-in pages, and the closed
// account's page (there is no session for a shell).
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';
import { MAIN_CONTENT_ID } from './skip-link';
import classes from './standalone-card.module.css';

interface StandaloneCardProps {
  title: string;
  /** Above the title (the closed page's tick). */
  icon?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. "Don't have an account? Create account". */
  footer?: ReactNode;
}

export function StandaloneCard({ title, icon, intro, children, footer }: StandaloneCardProps) {
  return (
    <main id={MAIN_CONTENT_ID} className={classes.page}>
      <BrandMark size="lg" />
      <Paper className={classes.card} withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }}>
        <Stack gap="lg">
          <Stack gap={6}>
            {icon}
            <Title order={1} fz={26}>
              {title}
            </Title>
            {intro && (
              <Text c="dimmed" size="sm">
                {intro}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Text size="sm" c="dimmed" ta="center">
          {footer}
        </Text>
      )}
    </main>
  );
}
