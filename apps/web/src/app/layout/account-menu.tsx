import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconShieldLock } from '@tabler/icons-react';
import type { TalentSession } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '../../features/auth';
import classes from './account-menu.module.css';

function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((w) => w[0]) : [email[0]];
  return letters.join('').toUpperCase();
}

export function AccountMenu({ session }: { session: TalentSession }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const displayName = session.fullName || session.email;

  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        {/* No aria-label: the visible name and email are the button's name (label in name). */}
        <UnstyledButton className={classes.trigger}>
          <Avatar color="brand" radius="xl" size={34} aria-hidden>
            {initialsOf(session.fullName, session.email)}
          </Avatar>
          <span className={classes.identity}>
            <Text component="span" size="sm" fw={600} truncate="end" maw={200}>
              {displayName}
            </Text>
            {session.fullName && (
              <Text component="span" size="xs" c="dimmed" truncate="end" maw={200}>
                {session.email}
              </Text>
            )}
          </span>
          <IconChevronDown size={16} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.signedInAs', { email: session.email })}</Menu.Label>
        <Menu.Item
          component={Link}
          to="/privacy"
          leftSection={<IconShieldLock size={16} aria-hidden />}
        >
          {t('header.privacy')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          {t('header.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
