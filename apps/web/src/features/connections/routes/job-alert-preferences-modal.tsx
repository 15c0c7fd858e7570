import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Body of the 'Manage Internal Job Alerts' dialog for one connection (spec 3 section 2). */
export function JobAlertPreferencesModal() {
  const { t } = useTranslation();
  return <Text c="dimmed">{t('pages.comingSoon')}</Text>;
}
