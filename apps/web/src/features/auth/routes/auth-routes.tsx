// Sign-in pages: no session needed and no app shell (their card is the whole page).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/lib/lazy-page';
import type { RouteHandle } from '../../../shared/lib/route-handle';

const handle = (titleKey: RouteHandle['titleKey']): RouteHandle => ({ shell: false, titleKey });

export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: lazyPage(
      () => import('./login-page'),
      (m) => <m.LoginPage />,
    ),
    handle: handle('auth.signInTitle'),
  },
  {
    path: 'sign-up',
    lazy: lazyPage(
      () => import('./sign-up-page'),
      (m) => <m.SignUpPage />,
    ),
    handle: handle('auth.signUpTitle'),
  },
  {
    path: 'forgot-password',
    lazy: lazyPage(
      () => import('./forgot-password-page'),
      (m) => <m.ForgotPasswordPage />,
    ),
    handle: handle('auth.forgotTitle'),
  },
  {
    path: 'reset-password',
    lazy: lazyPage(
      () => import('./reset-password-page'),
      (m) => <m.ResetPasswordPage />,
    ),
    handle: handle('auth.resetTitle'),
  },
];
