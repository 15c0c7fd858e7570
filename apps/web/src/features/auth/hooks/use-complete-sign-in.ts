// After sign-in or sign-up: forget the previous user's cached data, tell the other tabs who is
// signed in now, and go where the talent was heading.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { sessionQueryOptions } from '../../../shared/api/get-session';
import { safeReturnUrl, toRouterPath } from '../../../shared/lib/return-url';
import { broadcastSessionChange } from '../../../shared/lib/session-channel';

export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));

  return useCallback(async () => {
    queryClient.clear();
    const session = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);
    if (session) broadcastSessionChange({ type: 'signed-in', userId: session.userId });
    await navigate(toRouterPath(returnUrl), { replace: true });
  }, [queryClient, navigate, returnUrl]);
}
