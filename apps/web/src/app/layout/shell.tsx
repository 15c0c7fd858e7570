// The signed-in layout (spec 1 section 2): header, a 200px side navigation (a drawer at 991px
// and below), the page, and the footer.
import { useDisclosure } from '@mantine/hooks';
import type { AppConfig, TalentSession } from '@talent/contract';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/ui/skip-link';
import { AccountTrigger } from './account-trigger';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import classes from './shell.module.css';
import { useSideNavItems } from './side-nav-context';
import { visibleSideNavItems } from './side-nav-items';
import { SideNavLinks } from './side-nav-links';

const MOBILE_NAV_ID = 'mobile-navigation';

// The account menu and the small screens' drawer bring the floating dropdown's and the drawer's
// code: each loads with its own chunk right after the shell shows (the menu's button shows at
// once; the drawer is closed until the burger opens it).
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
const MobileNav = lazy(() => import('./mobile-nav').then((m) => ({ default: m.MobileNav })));

interface ShellProps {
  config: AppConfig;
  session: TalentSession;
  children: ReactNode;
}

/** Where the side navigation shows and the burger goes (shell.module.css). */
const DESKTOP_QUERY = '(min-width: 992px)';

export function Shell({ config, session, children }: ShellProps) {
  const { t } = useTranslation();
  const [mobileNavOpened, mobileNav] = useDisclosure(false);
  // A click on the account button while the menu's chunk still loads is not lost: the menu opens
  // as soon as it arrives.
  const [accountMenuRequested, setAccountMenuRequested] = useState(false);
  const items = visibleSideNavItems(useSideNavItems(), config);

  // Widening the window past the breakpoint leaves no burger to close the drawer with. Listened
  // to, not held as state: the shell would otherwise draw itself again once mounted, to learn
  // what it never shows.
  const closeMobileNav = mobileNav.close;
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) closeMobileNav();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [closeMobileNav]);

  return (
    <div className={classes.shell}>
      <SkipLink />
      <AppHeader
        mobileNav={{ opened: mobileNavOpened, onToggle: mobileNav.toggle, controls: MOBILE_NAV_ID }}
        actions={
          <Suspense
            fallback={
              <AccountTrigger
                session={session}
                aria-haspopup="menu"
                aria-expanded={accountMenuRequested}
                onClick={() => setAccountMenuRequested(true)}
              />
            }
          >
            <AccountMenu session={session} defaultOpened={accountMenuRequested} />
          </Suspense>
        }
      />
      <div className={classes.body}>
        <nav className={classes.sideNav} aria-label={t('nav.mainNavigation')}>
          <SideNavLinks items={items} />
        </nav>
        <div className={classes.content}>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
            {children}
          </main>
          <AppFooter />
        </div>
      </div>
      <Suspense fallback={null}>
        <MobileNav
          id={MOBILE_NAV_ID}
          opened={mobileNavOpened}
          onClose={mobileNav.close}
          items={items}
        />
      </Suspense>
    </div>
  );
}
