// POST /api/account/confirm-deletion { token }: the mailed link of an account without a password.
// Public (no session). Only the page's button calls it, so a mail scanner that follows the link
// closes nobody's account.
import { confirmAccountDeletionResponseSchema } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';

export const confirmAccountDeletion = (token: string) =>
  httpJson('/api/account/confirm-deletion', confirmAccountDeletionResponseSchema, {
    method: 'POST',
    body: { token },
  });

export const useConfirmAccountDeletion = () => useMutation({ mutationFn: confirmAccountDeletion });
