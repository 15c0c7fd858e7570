import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Body of the 'Edit Profile Photo' dialog (spec 2 section 2.2); the title comes from the route. */
export function EditAvatarModal() {
  const { t } = useTranslation();
  return <Text c="dimmed">{t('pages.comingSoon')}</Text>;
}
