// Every ten minutes, asks which version is released and warns once when this page is older
// (spec 3 sections 8 and 9). Off in the local environment and when the app-key cookie is set.
import { APP_ID, isNewerVersion } from '@talent/contract';
import { useEffect } from 'react';
import { hasCookie } from '../../shared/lib/cookies';
import { APP_VERSION_CHECK_INTERVAL, getLatestAppVersion } from './app-version';
import { showOutOfDateToast } from './out-of-date-toast';

interface AppVersionCheckOptions {
  environmentId: string;
  runningVersion?: string;
  onOutOfDate?: () => void;
}

export function isVersionCheckSkipped(environmentId: string): boolean {
  return environmentId === 'local' || hasCookie(APP_ID);
}

export function useAppVersionCheck({
  environmentId,
  runningVersion = __APP_VERSION__,
  onOutOfDate = showOutOfDateToast,
}: AppVersionCheckOptions) {
  useEffect(() => {
    if (isVersionCheckSkipped(environmentId)) return;
    let warned = false;
    const timer = setInterval(async () => {
      try {
        const latest = await getLatestAppVersion(environmentId);
        if (!warned && isNewerVersion(latest.version, runningVersion)) {
          warned = true;
          clearInterval(timer);
          onOutOfDate();
        }
      } catch {
        // The check is a courtesy: a failed call waits for the next tick.
      }
    }, APP_VERSION_CHECK_INTERVAL);
    return () => clearInterval(timer);
  }, [environmentId, runningVersion, onOutOfDate]);
}
