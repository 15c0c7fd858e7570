// Account Management and Privacy is a signed-in page. The mailed confirm-deletion link is public
// (the app's router puts it beside the job advert, outside the sign-in requirement), and the
// closed-account page stands alone at the top, with no loader and no shell: the talent lands
// there the moment the session has gone.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/lib/lazy-page';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { ACCOUNT_CLOSED_PATH } from '../hooks/use-leave-closed-account';

export const privacyRoute: RouteObject = {
  path: 'privacy',
  lazy: lazyPage(
    () => import('./privacy-page'),
    (m) => <m.PrivacyPage />,
  ),
  handle: { titleKey: 'pages.privacy' } satisfies RouteHandle,
};

/** Public: the mailed link that closes an account without a password. */
export const confirmAccountDeletionRoute: RouteObject = {
  path: 'account/confirm-deletion',
  lazy: lazyPage(
    () => import('./confirm-deletion-page'),
    (m) => <m.ConfirmDeletionPage />,
  ),
  handle: { titleKey: 'pages.confirmAccountDeletion' } satisfies RouteHandle,
};

/** Public and outside every layout: nothing on it needs a session. */
export const accountClosedRoute: RouteObject = {
  path: ACCOUNT_CLOSED_PATH.slice(1),
  lazy: lazyPage(
    () => import('./account-closed-page'),
    (m) => <m.AccountClosedPage />,
  ),
  handle: { shell: false, titleKey: 'pages.accountClosed' } satisfies RouteHandle,
};
