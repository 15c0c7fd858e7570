import { Burger } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../shared/ui/brand-mark';
import classes from './app-header.module.css';

interface AppHeaderProps {
  mobileNav?: { opened: boolean; onToggle: () => void; controls: string };
  /** The right-hand side: the account menu, or a sign-in link. */
  actions: ReactNode;
}

export function AppHeader({ mobileNav, actions }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={classes.header}>
      {mobileNav && (
        <div className={classes.burger}>
          <Burger
            opened={mobileNav.opened}
            onClick={mobileNav.onToggle}
            size="sm"
            aria-label={t(mobileNav.opened ? 'nav.closeMenu' : 'nav.openMenu')}
            aria-expanded={mobileNav.opened}
            aria-controls={mobileNav.controls}
          />
        </div>
      )}
      <Link to="/home" className={classes.brand}>
        <BrandMark />
      </Link>
      <div className={classes.spacer} />
      {actions}
    </header>
  );
}
