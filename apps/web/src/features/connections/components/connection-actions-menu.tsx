// The row's actions by status (spec 3 section 4): On Hold → Reconnect; Connected → Disconnect;
// Declined → Connect, Ignore; New or Pending → Connect, Decline, Ignore.
import { ActionIcon, Loader, Menu } from '@mantine/core';
import {
  IconDots,
  IconEyeOff,
  IconPlugConnected,
  IconPlugConnectedX,
  IconRefresh,
  IconX,
} from '@tabler/icons-react';
import type { Connection } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { actionsFor, type ConnectionAction } from '../lib/connection-rules';

const ICONS = {
  reconnect: IconRefresh,
  disconnect: IconPlugConnectedX,
  accept: IconPlugConnected,
  decline: IconX,
  ignore: IconEyeOff,
} satisfies Record<ConnectionAction, unknown>;

interface ConnectionActionsMenuProps {
  connection: Connection;
  busy: boolean;
  onAction: (action: ConnectionAction, connection: Connection) => void;
}

export function ConnectionActionsMenu({ connection, busy, onAction }: ConnectionActionsMenuProps) {
  const { t } = useTranslation();
  const actions = actionsFor(connection);
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('connections.row.actionsFor', { community: connection.communityName })}
          // Stays focusable while an action runs; its items wait for the first to finish.
          aria-busy={busy || undefined}
        >
          {busy ? <Loader size={16} aria-hidden /> : <IconDots size={18} aria-hidden />}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => {
          const Icon = ICONS[action];
          return (
            <Menu.Item
              key={action}
              color={action === 'disconnect' || action === 'decline' ? 'red' : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              disabled={busy}
              onClick={() => onAction(action, connection)}
            >
              {t(`connections.actions.${action}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
