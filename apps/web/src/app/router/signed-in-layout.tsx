// Everything a signed-in page gets: the shell (unless a route turns it off), the session-change
// warning and the app version check.
import type { AppConfig, TalentSession } from '@talent/contract';
import { Outlet, useMatches } from 'react-router';
import { useAppConfig } from '../../shared/api/get-app-config';
import { useSession } from '../../shared/api/get-session';
import { routeHandle } from '../../shared/lib/route-handle';
import { Shell } from '../layout/shell';
import { useSessionChangeWatch } from '../session/use-session-change-watch';
import { useAppVersionCheck } from '../version/use-app-version-check';

export function SignedInChrome({ config, session }: { config: AppConfig; session: TalentSession }) {
  useSessionChangeWatch(session.userId);
  useAppVersionCheck({ environmentId: config.environmentId });
  const shellOff = useMatches().some((match) => routeHandle(match.handle).shell === false);
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
