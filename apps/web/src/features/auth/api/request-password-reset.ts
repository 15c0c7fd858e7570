// POST /api/auth/request-password-reset: mails a link when the account exists; the answer is the
// same either way, so the page must not tell the two apart.
import { APP_BASE_PATH, type RequestPasswordResetBody } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/lib/http';

export const RESET_PASSWORD_REDIRECT = `${APP_BASE_PATH}/reset-password`;

export const requestPasswordReset = (body: RequestPasswordResetBody) =>
  http('/api/auth/request-password-reset', { body });

export const useRequestPasswordResetMutation = () =>
  useMutation({ mutationFn: requestPasswordReset });
