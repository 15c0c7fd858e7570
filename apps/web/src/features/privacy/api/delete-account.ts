// POST /api/talentapi/settings/delete-account → { outcome }: 'closed' (the server has ended the
// session and cleared its cookie) or 'confirmationSent' (no password: a link was mailed). A wrong
// password answers 400 with fields.password, shown beside the field (spec 3 sections 5 and 8).
import { type DeleteAccountInput, deleteAccountResponseSchema } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';

export const deleteAccount = (input: DeleteAccountInput) =>
  httpJson('/api/talentapi/settings/delete-account', deleteAccountResponseSchema, {
    method: 'POST',
    body: input,
  });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
