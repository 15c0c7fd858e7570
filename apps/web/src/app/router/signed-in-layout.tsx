// Everything a signed-in page gets: the shell (unless a route turns it off), the session-change
// warning and the app version check. Once the browser's session belongs to someone else (signed
// in or out in another tab), the page and the shell give way to a notice: their calls would now
// answer with the other user's data under this user's name, so nothing of them stays mounted.
import type { AppConfig, TalentSession } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useAppConfig } from '../../shared/api/get-app-config';
import { useSession } from '../../shared/api/get-session';
import { routeHandle } from '../../shared/lib/route-handle';
import { Shell } from '../layout/shell';
import { SessionChangedNotice } from '../session/session-changed-notice';
import { showSessionChangedToast } from '../session/session-changed-toast';
import { useSessionChangeWatch } from '../session/use-session-change-watch';
import { useAppVersionCheck } from '../version/use-app-version-check';

export function SignedInChrome({ config, session }: { config: AppConfig; session: TalentSession }) {
  const queryClient = useQueryClient();
  const [sessionChanged, setSessionChanged] = useState(false);
  const onSessionChange = useCallback(() => {
    setSessionChanged(true);
    void queryClient.cancelQueries();
    showSessionChangedToast();
  }, [queryClient]);
  useSessionChangeWatch(session.userId, onSessionChange);
  useAppVersionCheck({ environmentId: config.environmentId });
  const shellOff = useMatches().some((match) => routeHandle(match.handle).shell === false);
  if (sessionChanged) return <SessionChangedNotice />;
  if (shellOff) return <Outlet />;
  return (
    <Shell config={config} session={session}>
      <Outlet />
    </Shell>
  );
}

/** Layout of the routes under the sign-in loader (the config and session are cached by then). */
export function SignedInLayout() {
  return <SignedInChrome config={useAppConfig()} session={useSession()} />;
}
