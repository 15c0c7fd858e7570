// The way to the connections and their data consent (My Communities).
import { Button } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PrivacySection } from './privacy-section';

export function ConnectionsSection() {
  const { t } = useTranslation();
  return (
    <PrivacySection
      title={t('privacy.connections.title')}
      description={t('privacy.connections.text')}
    >
      <div>
        <Button
          component={Link}
          to="/connections"
          variant="light"
          leftSection={<IconUsersGroup size={16} aria-hidden />}
        >
          {t('privacy.connections.manage')}
        </Button>
      </div>
    </PrivacySection>
  );
}
