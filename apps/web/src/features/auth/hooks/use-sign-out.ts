// Sign out: end the session, tell the other tabs, go to the login page and only then drop the
// cache (the signed-in pages read it until they unmount).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isHttpError } from '../../../shared/lib/http';
import { broadcastSessionChange } from '../../../shared/lib/session-channel';
import { showErrorToast } from '../../../shared/lib/show-error-toast';
import { signOut } from '../api/sign-out';

async function signOutUnlessAlreadyOut() {
  try {
    await signOut();
  } catch (error) {
    // An expired session is already signed out: carry on to the login page.
    if (!isHttpError(error, 401)) throw error;
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOutUnlessAlreadyOut,
    onSuccess: async () => {
      broadcastSessionChange({ type: 'signed-out', userId: null });
      await navigate('/login', { replace: true });
      queryClient.clear();
    },
    onError: showErrorToast,
  });
}
