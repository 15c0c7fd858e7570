// Find Jobs; the place search with its radius, which job matching's preferences reuse; and the
// listing of a given search, the filter options and a saved search's place, which the job
// alerts reuse, with its placeholders.

export { useSearchFilters } from './api/get-search-filters';
export { JobResultsSkeleton } from './components/listing/job-results-skeleton';
export {
  JobSearchResults,
  type JobSearchResultsProps,
} from './components/listing/job-search-results';
export { LocationSearch } from './components/search-bar/location-search';
export { RadiusSelect } from './components/search-bar/radius-select';
export { savedLocation } from './lib/saved-criteria';
export type { SearchLocation } from './lib/search-model';
export { findJobsRoute } from './routes/find-jobs-routes';
