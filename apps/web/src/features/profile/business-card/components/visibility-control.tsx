// Profile visibility (spec 2 sections 2.3, 4.3, 8): network-wide (public, status 1) or
// connections only (private, status 2). Private to public needs the ticked consent in the
// 'Confirm Privacy Setting' modal; public to private changes at once; the active option does
// nothing. The modal is loaded on demand, from when the pointer or focus comes to the options.
import { Anchor, Group, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { businessCardMessages, type Privacy, ProfileStatus } from '@talent/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOnDemandDialog } from '../../../../shared/hooks/use-on-demand-dialog';
import { toRouterPath } from '../../../../shared/lib/return-url';
import { useUpdatePrivacy } from '../api/update-privacy';

const ConfirmPrivacyDialog = lazy(() =>
  import('./confirm-privacy-dialog').then((m) => ({ default: m.ConfirmPrivacyDialog })),
);

export function VisibilityControl({ privacy, disabled }: { privacy: Privacy; disabled?: boolean }) {
  const { t } = useTranslation();
  const update = useUpdatePrivacy();
  const [confirming, setConfirming] = useState(false);
  const dialog = useOnDemandDialog();
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  // The option shown as chosen while a change is on its way.
  const [pending, setPending] = useState<1 | 2 | null>(null);
  const current = pending ?? privacy.profileStatus;

  const change = async (profileStatus: 1 | 2) => {
    setPending(profileStatus);
    try {
      await update.mutateAsync({ profileStatus });
    } catch {
      notifications.show({
        color: 'red',
        message:
          profileStatus === ProfileStatus.Public
            ? businessCardMessages.privateToPublicFailed
            : businessCardMessages.publicToPrivateFailed,
      });
    } finally {
      setPending(null);
    }
  };

  const choose = (value: string) => {
    const profileStatus = Number(value) === 1 ? 1 : 2;
    if (profileStatus === current) return;
    if (profileStatus === ProfileStatus.Public) {
      setConsent(false);
      setConsentError(null);
      dialog.want();
      setConfirming(true);
      return;
    }
    void change(ProfileStatus.Private);
  };

  const confirm = () => {
    if (!consent) {
      setConsentError(businessCardMessages.consentRequired);
      return;
    }
    setConfirming(false);
    void change(ProfileStatus.Public);
  };

  const option = (status: 1 | 2) => {
    const network = status === ProfileStatus.Public;
    return (
      <Group key={status} wrap="nowrap" align="center" gap="sm">
        <Radio.Card
          value={String(status)}
          radius="md"
          p="sm"
          withBorder
          disabled={disabled}
          style={{ flex: 1 }}
        >
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <Radio.Indicator mt={2} />
            <Stack gap={2}>
              <Text fw={600} size="sm">
                {t(
                  network
                    ? 'profileEditor.businessCard.networkTitle'
                    : 'profileEditor.businessCard.connectionsTitle',
                )}
              </Text>
              <Text size="sm" c="dimmed">
                {t(
                  network
                    ? 'profileEditor.businessCard.networkDescription'
                    : 'profileEditor.businessCard.connectionsDescription',
                )}
              </Text>
            </Stack>
          </Group>
        </Radio.Card>
        <Anchor
          component={Link}
          to={toRouterPath(network ? privacy.publicUrl : privacy.privateUrl)}
          size="sm"
          fw={500}
          aria-label={t(
            network
              ? 'profileEditor.businessCard.viewNetworkProfile'
              : 'profileEditor.businessCard.viewConnectionsProfile',
          )}
        >
          {t('profileEditor.businessCard.view')}
        </Anchor>
      </Group>
    );
  };

  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('profileEditor.businessCard.visibility')}
        value={String(current)}
        onChange={choose}
      >
        <Stack gap="xs" mt={6} {...dialog.intentProps}>
          {option(ProfileStatus.Public)}
          {option(ProfileStatus.Private)}
        </Stack>
      </Radio.Group>
      <Group gap="md" wrap="wrap">
        <Anchor component={Link} to="/privacy" size="sm">
          {t('profileEditor.businessCard.readPrivacyPolicy')}
        </Anchor>
      </Group>
      {dialog.wanted && (
        <Suspense fallback={null}>
          <ConfirmPrivacyDialog
            opened={confirming}
            onClose={() => setConfirming(false)}
            consent={consent}
            consentError={consentError}
            onConsentChange={(checked) => {
              setConsent(checked);
              if (checked) setConsentError(null);
            }}
            onConfirm={confirm}
          />
        </Suspense>
      )}
    </Stack>
  );
}
