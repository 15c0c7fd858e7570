import { Menu } from '@mantine/core';
import { IconLogout, IconShieldLock } from '@tabler/icons-react';
import type { TalentSession } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '../../features/auth';
import { AccountTrigger } from './account-trigger';

interface AccountMenuProps {
  session: TalentSession;
  /** Opens at once: the button was clicked before the menu's code had loaded. */
  defaultOpened?: boolean;
}

export function AccountMenu({ session, defaultOpened = false }: AccountMenuProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();

  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <AccountTrigger session={session} />
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
