// The arrival messages at the top of home (spec 3 sections 2 and 4): the welcome for new
// sign-ups, one per invitation, one per recent application and the job-matching news, each
// dismissed for good on this device through the talent's local store.
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/api/get-app-config';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';
import { useTalentLocalStore } from '../../../shared/local-store/use-talent-local-store';
import { useArrivalMessage } from '../api/get-arrival-message';
import {
  type ArrivalBanner as Banner,
  dismissalPatch,
  visibleArrivalBanners,
} from '../lib/arrival-messages';
import { MessageBanner } from './message-banner';

export function ArrivalMessages() {
  const { t } = useTranslation();
  const message = useArrivalMessage();
  const appConfig = useAppConfig();
  const [store, updateStore] = useTalentLocalStore();

  if (message.isPending) {
    return (
      <Skeleton height={64} radius="md" aria-busy="true" aria-label={t('home.messages.loading')} />
    );
  }
  if (message.isError) {
    return (
      <Alert color="red" variant="light" title={t('home.messages.loadFailed')}>
        <Group justify="space-between" gap="xs">
          {errorMessageOf(message.error)}
          <Button size="xs" variant="white" onClick={() => void message.refetch()}>
            {t('common.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const banners = visibleArrivalBanners(message.data, store, {
    jobMatchingEnabled: appConfig.jobMatchingEnabled,
  });
  // Nothing new: no empty box, the dashboard starts with its cards.
  if (banners.length === 0) return null;
  const dismiss = (banner: Banner) => updateStore(dismissalPatch(banner, banners, store));

  return (
    <Stack component="section" gap="sm" aria-label={t('home.messages.label')}>
      {banners.map((banner) => (
        <MessageBanner key={banner.key} banner={banner} onClose={() => dismiss(banner)} />
      ))}
    </Stack>
  );
}
