// The job search engine: its routes, and the pieces other searches over the catalogue share
// (job listing's saved searches, the careers site): whose communities a talent may search, the
// filters and scope of a search, its conditions and its count.
export {
  countJobs,
  type SearchFilters,
  type SearchScope,
  searchWhere,
} from './job-search.repo';
export { JOB_SEARCH_SCOPE, jobSearchRoutes } from './job-search.routes';
export {
  argsFromCriteria,
  filtersFor,
  filtersForMany,
  forgetSearchWords,
  scopeFor,
  scopesFor,
  searchInScope,
} from './job-search.service';
export { type SearchableCommunity, searchableCommunities } from './search-scope.repo';
