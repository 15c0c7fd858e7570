// Unsubscribing from the job alert emails (the digest mail's link, /job-alerts/unsubscribe?
// token=…): open without signing in. Opening the page changes nothing, so a mail scanner that
// follows the link unsubscribes nobody; only the Unsubscribe button sends the token. Then
// 'You will no longer get job alert emails at {email}.', or the invalid-link message (400).
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isHttpError } from '../../../shared/lib/http';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';
import { LinkPageCard, LinkPageOutcome } from '../../../shared/ui/link-page-card';
import { useUnsubscribe } from '../api/unsubscribe';

export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribe();
  const invalid = !token || isHttpError(unsubscribe.error, 400);
  const done = unsubscribe.data;

  const preferencesLink = (
    <Button component={Link} to="/job-alerts/preferences" variant={done ? 'filled' : 'default'}>
      {t('jobAlerts.unsubscribe.managePreferences')}
    </Button>
  );

  return (
    <LinkPageCard
      icon={<IconMailOff size={28} stroke={1.6} />}
      title={t('jobAlerts.unsubscribe.title')}
    >
      <LinkPageOutcome>
        {done ? (
          <Stack gap={4}>
            <Text fw={700}>{t('jobAlerts.unsubscribe.doneTitle')}</Text>
            <Text>{t('jobAlerts.unsubscribe.done', { email: done.email })}</Text>
          </Stack>
        ) : invalid ? (
          <Alert
            // Announced by the status region around it, not a second time as an alert.
            role="group"
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title={t('jobAlerts.unsubscribe.invalidTitle')}
          >
            {t('jobAlerts.unsubscribe.invalid')}
          </Alert>
        ) : null}
      </LinkPageOutcome>
      {!done && !invalid && (
        <>
          <Text>{t('jobAlerts.unsubscribe.intro')}</Text>
          {unsubscribe.isError && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden />}
              title={t('jobAlerts.unsubscribe.failedTitle')}
              w="100%"
            >
              {errorMessageOf(unsubscribe.error)}
            </Alert>
          )}
          <Button
            color="red"
            loading={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            {t('jobAlerts.unsubscribe.confirm')}
          </Button>
        </>
      )}
      {(done || invalid) && preferencesLink}
    </LinkPageCard>
  );
}
