// The yellow notice of a talent without talent communities (spec 3 section 2): alerts come
// from the communities they are connected to, so it points them to Find Communities.
import { Alert, Anchor, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../../shared/api/get-app-config';

export function NoCommunitiesNotice() {
  const { t } = useTranslation();
  const { hideTalentCommunities } = useAppConfig();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconUsersGroup aria-hidden />}
      title={t('jobAlerts.preferences.noCommunitiesTitle')}
    >
      <Text size="sm">{t('jobAlerts.preferences.noCommunitiesText')}</Text>
      {!hideTalentCommunities && (
        <Anchor component={Link} to="/communities" size="sm" fw={600} mt={6} display="inline-block">
          {t('jobAlerts.preferences.findCommunities')}
        </Anchor>
      )}
    </Alert>
  );
}
