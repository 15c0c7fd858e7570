// GET /cf-api/app-versions/{appId}_{environmentId}: the latest released version (spec 3).
import { APP_ID, appVersionSchema } from '@talent/contract';
import { httpJson } from '../../shared/lib/http';

export const APP_VERSION_CHECK_INTERVAL = 600_000;

export const getLatestAppVersion = (environmentId: string) =>
  httpJson(`/cf-api/app-versions/${APP_ID}_${encodeURIComponent(environmentId)}`, appVersionSchema);
