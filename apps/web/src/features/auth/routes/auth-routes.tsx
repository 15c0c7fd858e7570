// Sign-in pages: no session needed and no app shell (their card is the whole page).
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignUpPage } from './sign-up-page';

const handle = (titleKey: RouteHandle['titleKey']): RouteHandle => ({ shell: false, titleKey });

export const authRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage />, handle: handle('auth.signInTitle') },
  { path: 'sign-up', element: <SignUpPage />, handle: handle('auth.signUpTitle') },
  { path: 'forgot-password', element: <ForgotPasswordPage />, handle: handle('auth.forgotTitle') },
  { path: 'reset-password', element: <ResetPasswordPage />, handle: handle('auth.resetTitle') },
];
