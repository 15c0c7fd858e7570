export * from './business-card';
export * from './files';
export * from './qualifications';
export * from './webresume';
