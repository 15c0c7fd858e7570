export * from './auth';
export * from './catalogue';
export * from './connections';
export * from './system';
export * from './talent';
