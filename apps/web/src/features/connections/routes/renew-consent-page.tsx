// Renewing a data consent from the reminder mail (/connections/renew-consent?token=…), without
// signing in: the company's terms and the accept box, as My Communities' Renew-consent shows
// them, then the spec's success text. Opening the page changes nothing; only the button renews.
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { CONSENT_RENEWAL_MESSAGES } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';
import { LinkPageCard, LinkPageOutcome } from '../../../shared/ui/link-page-card';
import { useConsentRenewal, useRenewConsentByLink } from '../api/consent-renewal';
import { TermsForm } from '../components/terms-modal';
import { formatDate } from '../lib/format-date';

export function RenewConsentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const renewal = useConsentRenewal(token);
  const renew = useRenewConsentByLink();
  const done = renew.data;
  const failure = !token
    ? CONSENT_RENEWAL_MESSAGES.linkInvalid
    : renewal.isError
      ? errorMessageOf(renewal.error)
      : null;

  const company = renewal.data?.companyName ?? '';
  return (
    <LinkPageCard
      align="stretch"
      icon={<IconShieldCheck size={28} stroke={1.6} />}
      title={company ? t('connections.terms.title', { company }) : t('pages.myCommunities')}
    >
      <LinkPageOutcome>
        {done ? (
          <Alert
            color="green"
            variant="light"
            role="group"
            icon={<IconCircleCheck aria-hidden />}
            title={t('connections.renewByLink.doneTitle')}
          >
            {t('connections.terms.renewed', {
              company: done.companyName,
              date: formatDate(done.consentExpiry) ?? '',
            })}
          </Alert>
        ) : failure ? (
          <Alert
            color="red"
            variant="light"
            role="group"
            icon={<IconAlertCircle aria-hidden />}
            title={t('connections.renewByLink.invalidTitle')}
          >
            {failure}
          </Alert>
        ) : null}
      </LinkPageOutcome>
      {token && renewal.isPending && (
        <Stack align="center" py="md" gap="xs">
          <Loader aria-hidden />
          <Text c="dimmed">{t('connections.renewByLink.loading')}</Text>
        </Stack>
      )}
      {renewal.data && !done && (
        <>
          {renewal.data.consentExpiry && (
            <Text fw={500}>
              {t('connections.renewByLink.current', {
                company,
                date: formatDate(renewal.data.consentExpiry) ?? '',
              })}
            </Text>
          )}
          {renew.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
              {errorMessageOf(renew.error)}
            </Alert>
          )}
          <TermsForm
            company={company}
            busy={renew.isPending}
            onAccept={() => renew.mutate(token)}
          />
        </>
      )}
      {(done || failure) && (
        <Button
          component={Link}
          to="/connections"
          variant={done ? 'filled' : 'default'}
          w="fit-content"
        >
          {t('connections.renewByLink.goToCommunities')}
        </Button>
      )}
    </LinkPageCard>
  );
}
