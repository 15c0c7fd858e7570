// What a connection's row offers (spec 3 sections 2 and 4): the actions for its status, the
// status tag's colour and the relationship's words.
import type { Connection, ConnectionStatus } from '@talent/contract';

export type ConnectionAction = 'reconnect' | 'disconnect' | 'accept' | 'decline' | 'ignore';

const ACTIONS_BY_STATUS: Record<ConnectionStatus, readonly ConnectionAction[]> = {
  'On Hold': ['reconnect'],
  Connected: ['disconnect'],
  Declined: ['accept', 'ignore'],
  New: ['accept', 'decline', 'ignore'],
  Pending: ['accept', 'decline', 'ignore'],
};

/** The actions that act on the connection's request (its first one). */
export const REQUEST_ACTIONS: readonly ConnectionAction[] = ['accept', 'decline', 'ignore'];

/** The actions for the status; request actions only when there is a request to act on. */
export function actionsFor(connection: Pick<Connection, 'statusName' | 'requests'>) {
  const hasRequest = connection.requests.length > 0;
  return ACTIONS_BY_STATUS[connection.statusName].filter(
    (action) => hasRequest || !REQUEST_ACTIONS.includes(action),
  );
}

/** Connected green; New or Pending yellow; any other status dark. */
export function statusColour(status: ConnectionStatus): 'green' | 'yellow' | 'dark' {
  if (status === 'Connected') return 'green';
  if (status === 'New' || status === 'Pending') return 'yellow';
  return 'dark';
}

/** Renew consent is offered on a Connected row that has a consent expiry. */
export const canRenewConsent = (connection: Pick<Connection, 'statusName' | 'consentExpiry'>) =>
  connection.statusName === 'Connected' && connection.consentExpiry !== null;
