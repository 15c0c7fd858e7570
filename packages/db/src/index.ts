export * from './client';
export { DataDirInUseError } from './data-dir-lock';
export * as schema from './schema';
