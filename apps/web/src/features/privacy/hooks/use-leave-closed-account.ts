// After the account is closed: the server has already ended the session, so here the other tabs
// are told (they warn instead of showing a deleted account), the talent goes to the closed page,
// and only then is the cache dropped, as sign-out does: the signed-in pages read it until they
// unmount, and the closed page needs none of it.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { broadcastSessionChange } from '../../../shared/lib/session-channel';

export const ACCOUNT_CLOSED_PATH = '/account-closed';

export function useLeaveClosedAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    broadcastSessionChange({ type: 'signed-out', userId: null });
    await navigate(ACCOUNT_CLOSED_PATH, { replace: true });
    queryClient.clear();
  }, [navigate, queryClient]);
}
