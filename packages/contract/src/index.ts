export * from './app-config';
export * from './auth';
export * from './errors';
export * from './health';
export * from './i18n/en-AU';
export * from './job-listing';
export * from './job-search';
export * from './session';
