import type { ConnectionStatus } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { statusColour } from '../lib/connection-rules';
import classes from './tag.module.css';

/** The connection's status: Connected green; New or Pending yellow; any other dark. */
export function StatusTag({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation();
  return (
    <span className={classes.tag} data-tone={statusColour(status)}>
      {t(`connections.row.statuses.${status}`)}
    </span>
  );
}
