export * from './auth';
export * from './background-job';
export * from './catalogue';
export * from './connections';
export * from './job-listing';
export * from './system';
export * from './talent';
export * from './taxonomy';
