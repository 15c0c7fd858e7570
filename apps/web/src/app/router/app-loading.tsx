import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first page's data loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
