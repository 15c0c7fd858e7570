// My Communities (route connections, spec 3 sections 2 and 4): the talent's connections with
// their status, consent and actions; the disconnect confirmation, the terms of a consent
// renewal and its success modal. Manage Internal Job Alerts opens over it as a modal route.
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBuildingCommunity } from '@tabler/icons-react';
import type { Connection } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf, showErrorToast } from '../../../shared/lib/show-error-toast';
import { PageHeader } from '../../../shared/ui/page-header';
import { useConnections } from '../api/get-connections';
import { useRenewConsent } from '../api/renew-consent';
import { ConnectionRow } from '../components/connection-row';
import { ConsentRenewedModal } from '../components/consent-renewed-modal';
import { DisconnectModal } from '../components/disconnect-modal';
import { TermsModal } from '../components/terms-modal';
import { useConnectionActions } from '../components/use-connection-actions';
import type { ConnectionAction } from '../lib/connection-rules';
import classes from './connections-page.module.css';

type Dialog = { kind: 'disconnect' | 'terms' | 'renewed'; connection: Connection } | null;

function EmptyState() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <IconBuildingCommunity size={40} color="var(--mantine-color-brand-7)" aria-hidden />
        <Title order={2} fz="lg">
          {t('connections.emptyTitle')}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('connections.emptyText')}
        </Text>
        <Button component={Link} to="/communities" mt="xs">
          {t('connections.findCommunities')}
        </Button>
      </Stack>
    </Paper>
  );
}

export function ConnectionsPage() {
  const { t } = useTranslation();
  const connections = useConnections();
  const { run, busyId } = useConnectionActions();
  const renew = useRenewConsent();
  const [dialog, setDialog] = useState<Dialog>(null);
  const dialogOf = (kind: NonNullable<Dialog>['kind']) =>
    dialog?.kind === kind ? dialog.connection : null;
  const close = () => setDialog(null);

  const onAction = (action: ConnectionAction, connection: Connection) => {
    if (action === 'disconnect') setDialog({ kind: 'disconnect', connection });
    else void run(action, connection);
  };

  const disconnect = async (connection: Connection) => {
    if (await run('disconnect', connection)) close();
  };

  const acceptTerms = (connection: Connection) =>
    renew.mutate(connection.id, {
      onSuccess: (renewed) => setDialog({ kind: 'renewed', connection: renewed }),
      onError: showErrorToast,
    });

  return (
    <>
      <PageHeader title={t('pages.myCommunities')} description={t('connections.intro')} />
      {connections.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('connections.loading')} />
        </Center>
      ) : connections.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={t('connections.loadFailed')}
        >
          {errorMessageOf(connections.error)}
          <div>
            <Button
              size="xs"
              variant="white"
              color="red"
              mt="sm"
              onClick={() => void connections.refetch()}
              loading={connections.isRefetching}
            >
              {t('common.retry')}
            </Button>
          </div>
        </Alert>
      ) : connections.data.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={classes.list} aria-label={t('connections.list')}>
          {connections.data.map((connection) => (
            <li key={connection.id}>
              <ConnectionRow
                connection={connection}
                busy={busyId === connection.id}
                onAction={onAction}
                onRenewConsent={(c) => setDialog({ kind: 'terms', connection: c })}
              />
            </li>
          ))}
        </ul>
      )}
      <DisconnectModal
        connection={dialogOf('disconnect')}
        busy={busyId !== null}
        onConfirm={(c) => void disconnect(c)}
        onClose={close}
      />
      <TermsModal
        connection={dialogOf('terms')}
        busy={renew.isPending}
        onAccept={acceptTerms}
        onClose={close}
      />
      <ConsentRenewedModal connection={dialogOf('renewed')} onClose={close} />
    </>
  );
}
