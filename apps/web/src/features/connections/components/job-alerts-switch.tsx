// A connection's internal job alerts toggle (spec 3 section 4): PUT job-alerts { enabled }. A
// 406 (no internal job alert preferences yet) turns it back and opens Manage Internal Job Alerts
// with 'Roles are required' shown; any other failure turns it back with the server's message.
import '@mantine/core/styles/Switch.css';
import { Anchor, Switch } from '@mantine/core';
import type { Connection } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isHttpError } from '../../../shared/lib/http';
import { showErrorToast } from '../../../shared/lib/show-error-toast';
import { useUpdateJobAlerts } from '../api/update-job-alerts';
import { jobAlertPreferencesPath, REQUIRED_STATE } from '../lib/paths';
import classes from './connection-row.module.css';

export function JobAlertsSwitch({ connection }: { connection: Connection }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateJobAlerts();
  // The value asked for while the call runs; the connection's own once it answers.
  const [asked, setAsked] = useState<boolean | null>(null);

  const change = (enabled: boolean) => {
    if (asked !== null) return;
    setAsked(enabled);
    update.mutate(
      { id: connection.id, enabled },
      {
        onError: (error) => {
          if (isHttpError(error, 406)) {
            navigate(jobAlertPreferencesPath(connection.id), { state: REQUIRED_STATE });
          } else {
            showErrorToast(error);
          }
        },
        onSettled: () => setAsked(null),
      },
    );
  };

  return (
    <div className={classes.alerts}>
      <Switch
        label={t('connections.row.jobAlerts')}
        aria-label={t('connections.row.jobAlertsFor', { community: connection.communityName })}
        checked={asked ?? connection.jobAlertsEnabled}
        onChange={(event) => change(event.currentTarget.checked)}
        aria-busy={asked !== null || undefined}
        size="sm"
      />
      <Anchor
        component={Link}
        to={jobAlertPreferencesPath(connection.id)}
        size="sm"
        aria-label={t('connections.row.manageJobAlertsFor', {
          community: connection.communityName,
        })}
      >
        {t('connections.row.manageJobAlerts')}
      </Anchor>
    </div>
  );
}
