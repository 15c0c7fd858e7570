// The business card as a company sees it (read-only).
import { Anchor, Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import {
  formatAddressLocation,
  jobSearchStatuses,
  linkHref,
  type PreviewCard,
} from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { LinkTypeIcon } from '../../business-card/components/social-links';

export function PreviewCardView({ card }: { card: PreviewCard }) {
  const { t } = useTranslation();
  const location = formatAddressLocation(card.addressLocation, !card.nameHidden);
  const status = jobSearchStatuses.find((s) => s.id === card.jobSearchStatusId);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Avatar src={card.avatarUrl} size={96} radius={96} color="blue" alt="">
          {card.nameHidden ? card.displayName.replace(/[.\s]/g, '') : undefined}
        </Avatar>
        <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
          <Group gap="xs" align="center">
            <Title order={2} fz="xl">
              {card.displayName}
            </Title>
            {status && (
              <Badge variant="dot" color={status.color} tt="none">
                {status.name}
              </Badge>
            )}
          </Group>
          {card.nameHidden && (
            <Group gap={4} c="dimmed">
              <IconLock size={14} aria-hidden />
              <Text size="sm">{t('profileEditor.businessCard.nameHidden')}</Text>
            </Group>
          )}
          <Text c="dimmed">{[card.currentRole, location].filter(Boolean).join(' • ')}</Text>
          {card.bioMessage && <Text style={{ whiteSpace: 'pre-line' }}>{card.bioMessage}</Text>}
          {card.specialities.length > 0 && (
            <Group gap={6}>
              {card.specialities.map((s) => (
                <Badge key={s.label} variant="light" radius="sm" tt="none" fw={500}>
                  {s.label}
                </Badge>
              ))}
            </Group>
          )}
          {card.externalLinks.length > 0 && (
            <Group gap="md">
              {card.externalLinks.map((link) => (
                <Anchor
                  key={link.linkUrl}
                  href={linkHref(link.linkUrl)}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  fw={500}
                  title={link.linkUrl}
                >
                  <Group gap={4} wrap="nowrap" component="span">
                    <LinkTypeIcon name={link.linkTypeName} size={16} />
                    {link.linkTypeName}
                  </Group>
                </Anchor>
              ))}
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
