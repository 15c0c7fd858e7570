// Job matching: preferences, the skills model and suggestions scored by @talent/matching.
export { jobMatchingRoutes } from './job-matching.routes';
export { refreshSuggestions } from './job-matching.service';
export { type MatchingRefresher, matchingRefresher } from './refresh-job';
