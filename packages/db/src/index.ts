export * from './client';
export { DataDirInUseError } from './data-dir-lock';
export { queryRows, sqlArray } from './raw';
export * as schema from './schema';
