// Find Jobs, and the place search with its radius, which job matching's preferences reuse.
export { LocationSearch } from './components/search-bar/location-search';
export { RadiusSelect } from './components/search-bar/radius-select';
export type { SearchLocation } from './lib/search-model';
export { findJobsRoute } from './routes/find-jobs-routes';
