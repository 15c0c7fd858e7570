// Public pages (the job advert): talent see them in the shell, visitors in a plain layout with
// a way to sign in and come back.
import { Button } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { APP_BASE_PATH } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLoaderData, useLocation } from 'react-router';
import type { SignedInData } from '../../shared/lib/require-sign-in';
import { loginPath } from '../../shared/lib/return-url';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/ui/skip-link';
import { AppFooter } from '../layout/app-footer';
import { AppHeader } from '../layout/app-header';
import classes from './public-layout.module.css';
import { SignedInChrome } from './signed-in-layout';

function VisitorLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <div className={classes.layout}>
      <SkipLink />
      <AppHeader
        actions={
          <Button
            component={Link}
            to={loginPath(`${APP_BASE_PATH}${pathname}${search}`)}
            variant="light"
            leftSection={<IconLogin size={16} aria-hidden />}
          >
            {t('auth.signIn')}
          </Button>
        }
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <AppFooter signedIn={false} />
    </div>
  );
}

export function OptionalSignInLayout() {
  const data = useLoaderData<SignedInData | null>();
  return data ? <SignedInChrome config={data.config} session={data.session} /> : <VisitorLayout />;
}
