// The card's links as icons: each opens in a new tab, is labelled by its type, and gets `//`
// prepended when it has no scheme (spec 2 section 5).
import { ActionIcon, Group } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconLink,
} from '@tabler/icons-react';
import { type ExternalLink, linkHref } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../../../../shared/ui/deferred-tooltip';

const ICONS = {
  Facebook: IconBrandFacebook,
  Instagram: IconBrandInstagram,
  LinkedIn: IconBrandLinkedin,
  Twitter: IconBrandX,
} as const;

export function LinkTypeIcon({ name, size = 18 }: { name: string; size?: number }) {
  const Icon = ICONS[name as keyof typeof ICONS] ?? IconLink;
  return <Icon size={size} aria-hidden />;
}

export function SocialLinks({ links }: { links: ExternalLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <Group
      gap="xs"
      component="ul"
      role="list"
      aria-label={t('profileEditor.businessCard.links')}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {links.map((link) => {
        const label = `${link.linkTypeName}: ${link.linkUrl}`;
        return (
          <li key={link.linkUrl}>
            <DeferredTooltip label={link.linkUrl} withArrow>
              <ActionIcon
                component="a"
                href={linkHref(link.linkUrl)}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                size="lg"
                radius="xl"
                aria-label={t('profileEditor.businessCard.linkOpens', { type: label })}
              >
                <LinkTypeIcon name={link.linkTypeName} />
              </ActionIcon>
            </DeferredTooltip>
          </li>
        );
      })}
    </Group>
  );
}
