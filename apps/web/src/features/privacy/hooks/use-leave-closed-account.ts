// After the account is closed: the server has already ended the session, so the talent goes to
// the closed page, and only then is the cache dropped, as sign-out does: the signed-in pages read
// it until they unmount, and the closed page needs none of it. The other tabs are told by the
// closed page once it has mounted (useAnnounceClosedAccount): by then this tab's signed-in layout
// has closed its own session channel, which would otherwise hear the message too (a channel
// skips only the object that posts, not the other channels of its tab) and warn this very tab
// that it 'signed in with another tab'.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { broadcastSessionChange } from '../../../shared/lib/session-channel';

export const ACCOUNT_CLOSED_PATH = '/account-closed';

/** The history state that asks the closed page to tell the other tabs. */
interface ClosedHereState {
  closedHere: true;
}

const isClosedHere = (state: unknown): state is ClosedHereState =>
  typeof state === 'object' && state !== null && (state as ClosedHereState).closedHere === true;

export function useLeaveClosedAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const state: ClosedHereState = { closedHere: true };
    await navigate(ACCOUNT_CLOSED_PATH, { replace: true, state });
    queryClient.clear();
  }, [navigate, queryClient]);
}

/**
 * On the closed page: tells the other tabs the browser is signed out, once, when the account was
 * closed from this tab (not on a visit or a reload of the page), then drops the request from the
 * history entry.
 */
export function useAnnounceClosedAccount() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const closedHere = isClosedHere(state);
  useEffect(() => {
    if (!closedHere) return;
    broadcastSessionChange({ type: 'signed-out', userId: null });
    void navigate(ACCOUNT_CLOSED_PATH, { replace: true, state: null });
  }, [closedHere, navigate]);
}
