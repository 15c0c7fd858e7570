export { builtOnce } from './built-once';
export * from './client';
export { DataDirInUseError } from './data-dir-lock';
export { pingDatabase, queryRows, queryRowsPlannedPerCall, sqlArray } from './raw';
export * as schema from './schema';
export { syncTaxonomy, taxonomyVersion } from './taxonomy/sync-taxonomy';
