// Manage Internal Job Alerts (route connections/job-alert-preferences/{connectionId}, a medium
// modal over My Communities, spec 3 sections 2 and 4). Phases: loading; failed to load (the form
// disabled, the message and a retry); busy saving; saved (a toast, the modal closes and the
// list is read again). Router state { required: true } (the toggle's 406) shows 'Roles are
// required' at once.
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';
import { useJobAlertPreferences } from '../api/get-job-alert-preferences';
import { JobAlertPreferencesForm } from '../components/job-alert-preferences-form';
import { isRequiredState } from '../lib/paths';

export function JobAlertPreferencesModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { connectionId = '' } = useParams();
  const preferences = useJobAlertPreferences(connectionId);
  const close = () => navigate('..');

  if (preferences.isPending) {
    return (
      <Center mih={180}>
        <Loader role="status" aria-label={t('connections.jobAlertPreferences.loading')} />
      </Center>
    );
  }

  const company = preferences.data?.companyName;
  return (
    <Stack gap="md">
      {preferences.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={t('connections.jobAlertPreferences.loadFailed')}
        >
          <Text size="sm">{errorMessageOf(preferences.error)}</Text>
          <Button
            size="xs"
            variant="white"
            color="red"
            mt="xs"
            onClick={() => void preferences.refetch()}
            loading={preferences.isRefetching}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <Text size="sm">
          {company
            ? t('connections.jobAlertPreferences.intro', { company })
            : t('connections.jobAlertPreferences.introUnknown')}
        </Text>
      )}
      <JobAlertPreferencesForm
        // A fresh form once the saved preferences arrive (after a retry).
        key={preferences.isError ? 'unavailable' : 'loaded'}
        connectionId={connectionId}
        saved={preferences.data}
        disabled={preferences.isError}
        required={isRequiredState(location.state)}
        onSaved={() => {
          notifications.show({
            color: 'green',
            message: t('connections.jobAlertPreferences.saved'),
          });
          close();
        }}
        onCancel={close}
      />
    </Stack>
  );
}
