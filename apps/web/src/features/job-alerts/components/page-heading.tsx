// The heading of the job alert pages: the title and intro, with a link to the other page
// beside them (under them on small screens), as Find Jobs places its Alert Preferences link.
import { Anchor, Flex, Group } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';

interface PageHeadingProps {
  title: string;
  description: string;
  link: { to: string; label: string; icon: Icon };
}

export function PageHeading({ title, description, link }: PageHeadingProps) {
  const LinkIcon = link.icon;
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align="flex-start"
      gap={{ base: 0, sm: 'md' }}
      mb={{ base: 'lg', sm: 0 }}
    >
      <PageHeader title={title} description={description} />
      <Anchor
        component={Link}
        to={link.to}
        fw={600}
        mt={{ base: -4, sm: 8 }}
        style={{ flexShrink: 0 }}
      >
        <Group gap={6} wrap="nowrap" component="span">
          <LinkIcon size={18} aria-hidden />
          {link.label}
        </Group>
      </Anchor>
    </Flex>
  );
}
