// A list shown up to a limit, with a '+N' for the rest (spec 1 section 9: the skills panel
// shows 10 per list; a job's relevant skills, 20).
export const SKILLS_PANEL_LIMIT = 10;
export const JOB_SKILLS_LIMIT = 20;

export function overflow<T>(items: readonly T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}
