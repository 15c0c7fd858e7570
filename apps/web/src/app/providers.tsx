import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import notificationClasses from './notifications.module.css';
import { cssVariablesResolver, theme } from './theme';

// The notifications' container loads with its own chunk after the first page: a toast shown
// before it mounts waits in the notifications store and appears once it does.
const Notifications = lazy(() =>
  import('./notifications-container').then((m) => ({ default: m.Notifications })),
);

interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and the floating-ui checks jsdom cannot satisfy. */
  env?: 'default' | 'test';
}

export function AppProviders({ queryClient, i18n, children, env }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
          env={env}
        >
          <Suspense fallback={null}>
            <Notifications position="top-right" zIndex={1000} classNames={notificationClasses} />
          </Suspense>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
