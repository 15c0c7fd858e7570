// Sign out: end the session, tell the other tabs, go to the login page and only then drop the
// cache (the signed-in pages read it until they unmount).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showErrorToast } from '../../../shared/lib/show-error-toast';
import { broadcastSessionChange } from '../../../shared/lib/session-channel';
import { signOut } from '../api/sign-out';

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      broadcastSessionChange({ type: 'signed-out', userId: null });
      await navigate('/login', { replace: true });
      queryClient.clear();
    },
    onError: showErrorToast,
  });
}
