// @talent/matching: the match score of a job for a talent (0-100, with its parts and a skill by
// skill comparison). Pure: the caller gathers the signals and the catalogue's skill counts.
export {
  type OccupationRef,
  occupationCloseness,
  occupationsOfRoles,
} from './occupation-relation';
export { retrievalSkills } from './retrieval';
export {
  distanceKm,
  type JobSignals,
  type Match,
  type MatchContext,
  type MatchParts,
  ROLE_ALONE,
  relevanceOf,
  type SkillComparison,
  type SkillSource,
  scoreMatch,
  skillRarity,
  type TalentSignals,
  type TalentSkill,
  type WorkTypePreference,
} from './score';
export { seniorityOf } from './seniority';
