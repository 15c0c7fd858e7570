// Where to send the talent after signing in. Only paths of this app are honoured, so a crafted
// link cannot bounce a freshly signed-in user to another site (open redirect).
import { APP_BASE_PATH } from '@talent/contract';

export const HOME_URL = `${APP_BASE_PATH}/home`;
const AUTH_PAGES = ['/login', '/sign-up', '/forgot-password', '/reset-password'];

/** `returnUrl` when it is a path of this app (`/talent/...`), else `/talent/home`. */
export function safeReturnUrl(returnUrl: string | null | undefined): string {
  if (!returnUrl?.startsWith(`${APP_BASE_PATH}/`)) return HOME_URL;
  // `/talent/../x`, `/talent/\\evil` and friends normalise to somewhere else: compare after parsing.
  const base = 'https://talent.invalid';
  let url: URL;
  try {
    url = new URL(returnUrl, base);
  } catch {
    return HOME_URL;
  }
  if (url.origin !== base || !url.pathname.startsWith(`${APP_BASE_PATH}/`)) return HOME_URL;
  const appPath = url.pathname.slice(APP_BASE_PATH.length);
  if (AUTH_PAGES.some((page) => appPath === page || appPath.startsWith(`${page}/`)))
    return HOME_URL;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The router path (without the `/talent` basename) of a safe return URL. */
export function toRouterPath(appUrl: string): string {
  return appUrl.startsWith(APP_BASE_PATH) ? appUrl.slice(APP_BASE_PATH.length) || '/' : appUrl;
}

/** The login page's router path for a talent who was on `pathWithSearch` (with basename). */
export function loginPath(pathWithSearch: string): string {
  return `/login?${new URLSearchParams({ returnUrl: pathWithSearch })}`;
}
