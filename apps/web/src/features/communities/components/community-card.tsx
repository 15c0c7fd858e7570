// A talent community's card (spec 3 section 2): its background and logo (the company's initials
// when it has no logo), name, company, industry and role types, and Connect or a Connected tick.
import { Button, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBriefcase, IconBuildingFactory2, IconCircleCheckFilled } from '@tabler/icons-react';
import type { CommunityCard as Community } from '@talent/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '../../../shared/ui/company-logo';
import classes from './community-card.module.css';

interface CommunityCardProps {
  community: Community;
  onConnect: (community: Community) => void;
  /** Being joined from this card: once joined, focus moves to its Connected tick (the button
   * it was on is gone). */
  focusOnConnected?: boolean;
}

function Detail({
  icon: DetailIcon,
  label,
  value,
}: {
  icon: typeof IconBriefcase;
  label: string;
  value: string;
}) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <DetailIcon size={16} className={classes.detailIcon} aria-hidden />
      <Text size="sm" c="dimmed" className={classes.detail}>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {value}
      </Text>
    </Group>
  );
}

export function CommunityCard({ community, onConnect, focusOnConnected }: CommunityCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const connected = useRef<HTMLDivElement>(null);
  const wasConnected = useRef(community.isConnected);

  // On the change to Connected only: a card shown again later does not take the focus.
  useEffect(() => {
    if (focusOnConnected && community.isConnected && !wasConnected.current)
      connected.current?.focus();
    wasConnected.current = community.isConnected;
  }, [focusOnConnected, community.isConnected]);

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      className={classes.card}
      aria-labelledby={headingId}
    >
      <div className={classes.band}>
        {community.backgroundUrl && (
          <img className={classes.background} src={community.backgroundUrl} alt="" loading="lazy" />
        )}
        <CompanyLogo
          companyName={community.companyName}
          src={community.logoUrl}
          size={56}
          className={classes.logo}
        />
      </div>
      <div className={classes.body}>
        <Title order={2} id={headingId} className={classes.name}>
          {community.name}
        </Title>
        <Text size="sm" fw={500}>
          {community.companyName}
        </Text>
        {community.industry && (
          <Detail
            icon={IconBuildingFactory2}
            label={t('communities.card.industry')}
            value={community.industry}
          />
        )}
        {community.roleTypes && (
          <Detail
            icon={IconBriefcase}
            label={t('communities.card.roleTypes')}
            value={community.roleTypes}
          />
        )}
      </div>
      <div className={classes.footer}>
        {community.isConnected ? (
          <Group gap={6} ref={connected} tabIndex={-1} className={classes.connected}>
            <IconCircleCheckFilled size={20} aria-hidden />
            <Text size="sm" fw={600}>
              {t('communities.card.connected')}
            </Text>
          </Group>
        ) : (
          <Button
            variant="light"
            fullWidth
            aria-label={t('communities.card.connectTo', { name: community.name })}
            onClick={() => onConnect(community)}
          >
            {t('communities.card.connect')}
          </Button>
        )}
      </div>
    </Paper>
  );
}
