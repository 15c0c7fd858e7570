// One connection on My Communities (spec 3 sections 2 and 4): logo, company and community, the
// relationship, the status tag, when it was first connected, the consent expiry with its chip
// and Renew consent, the job alerts toggle where offered, and the actions menu.
import { Anchor } from '@mantine/core';
import type { Connection } from '@talent/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '../../../shared/ui/company-logo';
import { type ConnectionAction, canRenewConsent } from '../lib/connection-rules';
import { formatDate } from '../lib/format-date';
import { ConnectionActionsMenu } from './connection-actions-menu';
import classes from './connection-row.module.css';
import { ConsentExpiry } from './consent-expiry';
import { JobAlertsSwitch } from './job-alerts-switch';
import { StatusTag } from './status-tag';

interface ConnectionRowProps {
  connection: Connection;
  busy: boolean;
  onAction: (action: ConnectionAction, connection: Connection) => void;
  onRenewConsent: (connection: Connection) => void;
}

/** 'Connected as an employee' once connected; 'Invited to connect as …' before. */
function useRelationshipText(connection: Connection): string | null {
  const { t } = useTranslation();
  if (!connection.relationship) return null;
  const relationship = t(`connections.row.relationship.${connection.relationship}`);
  const connected = connection.statusName === 'Connected' || connection.statusName === 'On Hold';
  return t(connected ? 'connections.row.connectedAs' : 'connections.row.invitedAs', {
    relationship,
  });
}

export function ConnectionRow({ connection, busy, onAction, onRenewConsent }: ConnectionRowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const communityId = useId();
  const company = connection.companyName;
  const relationship = useRelationshipText(connection);
  const firstConnected = formatDate(connection.initiallyConnectedAt);

  return (
    <article
      className={classes.row}
      aria-labelledby={`${headingId} ${communityId}`}
      aria-busy={busy || undefined}
    >
      <CompanyLogo
        companyName={connection.companyName}
        src={connection.companyLogoSrc}
        src2x={connection.companyLogoSrc2x}
        size={48}
        className={classes.logo}
      />
      <div className={classes.main}>
        <h2 className={classes.company} id={headingId}>
          {company}
        </h2>
        <p className={classes.community} id={communityId}>
          {connection.communityName}
        </p>
        {relationship && <p className={classes.relationship}>{relationship}</p>}
        <dl className={classes.details}>
          <div className={classes.detail}>
            <dt>{t('connections.row.status')}</dt>
            <dd>
              <StatusTag status={connection.statusName} />
            </dd>
          </div>
          {firstConnected && (
            <div className={classes.detail}>
              <dt>{t('connections.row.firstConnected')}</dt>
              <dd>{firstConnected}</dd>
            </div>
          )}
          <div className={classes.detail}>
            <dt>{t('connections.row.consentExpiry')}</dt>
            <dd>
              <ConsentExpiry connection={connection} />
              {canRenewConsent(connection) && (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={600}
                  onClick={() => onRenewConsent(connection)}
                  aria-label={t('connections.row.renewConsentFor', {
                    community: connection.communityName,
                  })}
                  disabled={busy}
                >
                  {t('connections.row.renewConsent')}
                </Anchor>
              )}
            </dd>
          </div>
        </dl>
      </div>
      <div className={classes.side}>
        {connection.showJobAlertsConfig && <JobAlertsSwitch connection={connection} />}
        <div className={classes.menu}>
          <ConnectionActionsMenu connection={connection} busy={busy} onAction={onAction} />
        </div>
      </div>
    </article>
  );
}
