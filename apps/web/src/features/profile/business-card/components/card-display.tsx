// The business card in Display mode (spec 2 section 2.3): photo with the 'Update Photo'
// overlay (a link to the edit-avatar modal route), name, role and location, bio, skill tags
// and link icons.
import { Avatar, Badge, Box, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { type BusinessCard, formatAddressLocation } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './business-card.module.css';
import { SocialLinks } from './social-links';

export function CardDisplay({ card, locked }: { card: BusinessCard; locked: boolean }) {
  const { t } = useTranslation();
  const location = formatAddressLocation(card.addressLocation);
  const roleLine = [card.currentRole, location].filter(Boolean);
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap" className={classes.card}>
      <Box className={classes.photo}>
        <Avatar
          src={card.avatarUrl}
          alt={
            card.avatarUrl
              ? t('profileEditor.businessCard.photoOf', { name: card.fullName })
              : t('profileEditor.businessCard.defaultPhoto')
          }
          size={112}
          radius={112}
          color="blue"
        />
        <UnstyledButton
          component={Link}
          to="edit-avatar"
          className={classes.photoOverlay}
          aria-disabled={locked || undefined}
          tabIndex={locked ? -1 : undefined}
        >
          <IconCamera size={18} aria-hidden />
          <span>{t('profileEditor.businessCard.updatePhoto')}</span>
        </UnstyledButton>
      </Box>
      <Stack gap={6} className={classes.details}>
        <Title order={3} fz="xl">
          {card.fullName}
        </Title>
        {roleLine.length > 0 ? (
          <Text c="dimmed" className={classes.roleLine}>
            {roleLine.map((part, index) => (
              <span key={part}>
                {index > 0 && (
                  <span aria-hidden className={classes.bullet}>
                    •
                  </span>
                )}
                {part}
              </span>
            ))}
          </Text>
        ) : (
          <Text c="dimmed">{t('profileEditor.businessCard.noRole')}</Text>
        )}
        <Text className={classes.bio}>
          {card.bioMessage || (
            <Text span c="dimmed" fs="italic">
              {t('profileEditor.businessCard.noBio')}
            </Text>
          )}
        </Text>
        {card.specialities.length > 0 && (
          <Group
            gap={6}
            component="ul"
            aria-label={t('profileEditor.businessCard.skills')}
            className={classes.plainList}
          >
            {card.specialities.map((s) => (
              <li key={s.label}>
                <Badge variant="light" radius="sm" tt="none" fw={500}>
                  {s.label}
                </Badge>
              </li>
            ))}
          </Group>
        )}
        <SocialLinks links={card.externalLinks} />
      </Stack>
    </Group>
  );
}
