// What the careers site's routes are given.
import type { Database } from '@talent/db';
import type { AppConfig } from '../../config';
import type { FileStorage } from '../../lib/file-storage';
import type { TokenService } from '../../lib/tokens';
import type { SessionCache } from '../../plugins/talent-session';
import type { Auth } from '../auth';

export interface CareersDeps {
  db: Database;
  tokens: TokenService;
  auth: Auth;
  /** Who a session cookie names, kept a few seconds (the careers calls take an optional session). */
  sessions: SessionCache;
  config: AppConfig;
  /** Where the documents the portal keeps for adverts are stored. */
  storage: FileStorage;
}
