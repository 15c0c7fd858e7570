// Warns when the browser's identity no longer matches the one this page loaded: told by another
// tab over a BroadcastChannel, or found by re-reading the session when the tab regains focus.
import { useEffect, useRef } from 'react';
import { getSession } from '../../shared/api/get-session';
import { isHttpError } from '../../shared/lib/http';
import { isSessionChangeMessage, openSessionChannel } from '../../shared/lib/session-channel';
import { hasSessionChanged } from './session-change';
import { showSessionChangedToast } from './session-changed-toast';

async function currentUserId(): Promise<string | null | undefined> {
  try {
    return (await getSession()).userId;
  } catch (error) {
    // A 401 means signed out; anything else (offline, 5xx) tells us nothing.
    return isHttpError(error, 401) ? null : undefined;
  }
}

export function useSessionChangeWatch(loadedUserId: string, onChange = showSessionChangedToast) {
  const warned = useRef(false);

  useEffect(() => {
    warned.current = false;
    let disposed = false;
    const check = (userId: string | null | undefined) => {
      if (disposed || warned.current || !hasSessionChanged(loadedUserId, userId)) return;
      warned.current = true;
      onChange();
    };

    const channel = openSessionChannel();
    const onMessage = (event: MessageEvent) => {
      if (isSessionChangeMessage(event.data)) check(event.data.userId);
    };
    channel?.addEventListener('message', onMessage);

    // Focus and visibilitychange usually fire together: one request answers both.
    let checking = false;
    const recheck = () => {
      if (document.visibilityState === 'hidden' || warned.current || checking) return;
      checking = true;
      void currentUserId()
        .then(check)
        .finally(() => {
          checking = false;
        });
    };
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', recheck);

    return () => {
      disposed = true;
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', recheck);
    };
  }, [loadedUserId, onChange]);
}
