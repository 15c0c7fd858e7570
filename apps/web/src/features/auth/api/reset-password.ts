// POST /api/auth/reset-password: sets a new password with the token from the emailed link.
import type { ResetPasswordBody } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/lib/http';

export const resetPassword = (body: ResetPasswordBody) =>
  http('/api/auth/reset-password', { body });

export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
