// Deterministic demo data: the catalogue generator (companies, communities, lookups, jobs), the
// demo talent's profile, and the seeding of both into a database.
export type { CommunityPlan, LocationPlan } from './catalogue';
export { buildCatalogueModel, segmentCode } from './catalogue';
export type { DemoTalentProfile } from './demo-talent';
export { generateDemoTalentProfile, generateNewcomerProfile } from './demo-talent';
export type { Catalogue, JobGeneratorOptions } from './generate';
export { generateCatalogue, generateJobs } from './generate';
export { MAX_DEMO_JOBS } from './ids';
export { DESTINATION_CODE } from './job';
export { SALARY_TYPE } from './job-salary';
export { logoSvg } from './logo';
export { createRandom, type Random } from './random';
export type { SeedDemoDataOptions, SeedDemoDataResult } from './seed';
export { hasCatalogue, seedDemoData } from './seed';
export type * from './types';
