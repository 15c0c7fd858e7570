// The card of a page a mailed link opens (unsubscribe, renew consent, confirm closing the
// account): centred, an icon, the page's one heading, then what the page says and offers.
import { Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

export function LinkPageCard({
  icon,
  color,
  title,
  align = 'flex-start',
  children,
}: {
  icon: ReactNode;
  color?: string;
  title: ReactNode;
  /** 'stretch' for a page with a form across the card. */
  align?: 'flex-start' | 'stretch';
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'lg', sm: 'xl' }}
      maw={640}
      mx="auto"
      mt={{ sm: 'xl' }}
    >
      <Stack gap="md" align={align}>
        <ThemeIcon size={52} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * What the page's link did (done, or why it cannot be used): a status region that takes focus
 * when an outcome appears, since the button that led to it is gone. Empty (null) until then.
 */
export function LinkPageOutcome({ children }: { children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  const shown = children != null && children !== false;
  useEffect(() => {
    if (shown) region.current?.focus();
  }, [shown]);
  return (
    <div ref={region} tabIndex={-1} role="status" style={{ outline: 'none', width: '100%' }}>
      {children}
    </div>
  );
}
