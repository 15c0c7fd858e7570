// Runs a row's action and reports it (spec 3 sections 4 and 8): the list is read again after
// every action, a failure shows the server's message (and the list is read again, as a 409
// means its status has moved on), and a disconnect says 'Successfully disconnected from Talent
// Community.'
import { notifications } from '@mantine/notifications';
import type { Connection } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../shared/lib/show-error-toast';
import { useAcceptConnectionRequest } from '../api/accept-connection-request';
import { useDeclineConnectionRequest } from '../api/decline-connection-request';
import { useDisconnectConnection } from '../api/disconnect-connection';
import { useIgnoreConnectionRequest } from '../api/ignore-connection-request';
import { connectionsKeys } from '../api/query-keys';
import { useReconnectConnection } from '../api/reconnect-connection';
import type { ConnectionAction } from '../lib/connection-rules';

export function useConnectionActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const accept = useAcceptConnectionRequest();
  const decline = useDeclineConnectionRequest();
  const ignore = useIgnoreConnectionRequest();
  const reconnect = useReconnectConnection();
  const disconnect = useDisconnectConnection();
  const [busyId, setBusyId] = useState<string | null>(null);

  const call = (action: ConnectionAction, connection: Connection): Promise<unknown> => {
    const requestId = connection.requests[0]?.id ?? '';
    switch (action) {
      case 'accept':
        return accept.mutateAsync(requestId);
      case 'decline':
        return decline.mutateAsync(requestId);
      case 'ignore':
        return ignore.mutateAsync(requestId);
      case 'reconnect':
        return reconnect.mutateAsync(connection.id);
      case 'disconnect':
        return disconnect.mutateAsync(connection.id);
    }
  };

  /** Resolves true when the action went through. */
  const run = async (action: ConnectionAction, connection: Connection): Promise<boolean> => {
    if (busyId) return false;
    setBusyId(connection.id);
    try {
      await call(action, connection);
      if (action === 'disconnect')
        notifications.show({ color: 'green', message: t('connections.disconnect.done') });
      return true;
    } catch (error) {
      showErrorToast(error);
      void queryClient.invalidateQueries({ queryKey: connectionsKeys.list() });
      return false;
    } finally {
      setBusyId(null);
    }
  };

  return { run, busyId };
}
