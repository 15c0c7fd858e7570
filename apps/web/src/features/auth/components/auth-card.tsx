import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../shared/ui/brand-mark';
import classes from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. "Don't have an account? Create account". */
  footer?: ReactNode;
}

/** The centred card every sign-in page uses; the pages show without the app shell. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <main className={classes.page}>
      <BrandMark size="lg" />
      <Paper className={classes.card} withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }}>
        <Stack gap="lg">
          <Stack gap={6}>
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
