// The query keys of My Communities (a change to a connection: shared/lib/connection-change.ts).
import type { Connection } from '@talent/contract';
import type { QueryClient } from '@tanstack/react-query';

export const connectionsKeys = {
  all: ['connections'] as const,
  list: () => ['connections', 'list'] as const,
  jobAlertPreferences: (connectionId: string) =>
    ['connections', 'job-alert-preferences', connectionId] as const,
  renewal: (token: string) => ['connections', 'renewal', token] as const,
};

/** Puts the server's answer for one connection in the cached list. */
export function replaceConnection(queryClient: QueryClient, connection: Connection): void {
  queryClient.setQueryData(connectionsKeys.list(), (list: Connection[] | undefined) =>
    list?.map((c) => (c.id === connection.id ? connection : c)),
  );
}
