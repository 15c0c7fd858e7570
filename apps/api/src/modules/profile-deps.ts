// What the profile modules (business card, files, web resume, qualifications) need.
import type { Database } from '@talent/db';
import type { AppConfig } from '../config';
import type { FileStorage } from '../lib/file-storage';

export interface ProfileDeps {
  db: Database;
  config: AppConfig;
  storage: FileStorage;
}
