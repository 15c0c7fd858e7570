// Profile visibility, the same control as under the business card (the profile feature owns it
// and the card it reads). The page leaves the section out under the session's
// hideLiveMarketOptionFromCandidateProfileEnabled toggle (spec 3 sections 2 and 6).
import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBusinessCard, VisibilityControl } from '../../profile';
import { PrivacySection } from './privacy-section';

export function ProfileVisibilitySection() {
  const { t } = useTranslation();
  const card = useBusinessCard();
  return (
    <PrivacySection
      title={t('privacy.visibility.title')}
      description={t('privacy.visibility.text')}
    >
      {card.isPending && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('privacy.visibility.loading')}</Text>
        </Group>
      )}
      {card.isError && (
        <Text size="sm" c="red.8" role="alert">
          {t('privacy.visibility.loadFailed')}
        </Text>
      )}
      {card.data && <VisibilityControl privacy={card.data.privacy} />}
    </PrivacySection>
  );
}
