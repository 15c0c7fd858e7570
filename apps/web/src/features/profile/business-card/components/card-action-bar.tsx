// Below the card in Display mode (spec 2 section 2.3): profile visibility and availability
// (both hidden under the session toggle hideLiveMarketOptionFromCandidateProfileEnabled), the
// preview link and when the profile was last updated.
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { type BusinessCard, ProfileStatus } from '@talent/contract';
import { format, formatDistanceToNow } from 'date-fns';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../../shared/api/get-session';
import { toRouterPath } from '../../../../shared/lib/return-url';
import { AvailabilitySelect } from './availability-select';
import classes from './business-card.module.css';
import { VisibilityControl } from './visibility-control';

export function CardActionBar({ card, locked }: { card: BusinessCard; locked: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const hideLiveMarket =
    session.candidateFeatureToggles.hideLiveMarketOptionFromCandidateProfileEnabled;
  const previewUrl =
    card.privacy.profileStatus === ProfileStatus.Public
      ? card.privacy.publicUrl
      : card.privacy.privateUrl;
  const updated = new Date(card.lastUpdated);
  // The exact time in the talent's own time zone, which only the browser knows: set once the
  // page is in it (a server-drawn page has none to differ from), and without Intl's start-up.
  const [exact, setExact] = useState<string>();
  useEffect(() => {
    setExact(format(new Date(card.lastUpdated), 'dd/MM/yyyy, h:mm:ss aaa'));
  }, [card.lastUpdated]);
  return (
    <Stack gap="md" className={classes.actionBar}>
      {!hideLiveMarket && <VisibilityControl privacy={card.privacy} disabled={locked} />}
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        {!hideLiveMarket ? (
          <AvailabilitySelect jobSearchStatusId={card.jobSearchStatusId} disabled={locked} />
        ) : (
          <span />
        )}
        <Group gap="lg" wrap="wrap">
          <Anchor component={Link} to={toRouterPath(previewUrl)} size="sm" fw={500}>
            <Group gap={4} wrap="nowrap" component="span">
              <IconEye size={16} aria-hidden />
              {t('profileEditor.businessCard.viewYourProfile')}
            </Group>
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('profileEditor.businessCard.lastUpdated')}{' '}
            <time dateTime={card.lastUpdated} title={exact}>
              {t('profileEditor.businessCard.lastUpdatedAgo', {
                time: formatDistanceToNow(updated),
              })}
            </time>
          </Text>
        </Group>
      </Group>
    </Stack>
  );
}
