// Job matching: preferences, the skills model and suggestions scored by @talent/matching.
export { jobMatchingRoutes } from './job-matching.routes';
export {
  getPreferences,
  refreshEveryone,
  refreshSuggestions,
  scoreEveryJob,
  updatePreferences,
  updateSkillsModel,
} from './job-matching.service';
export { type MatchingRefresher, matchingRefresher } from './refresh-job';
