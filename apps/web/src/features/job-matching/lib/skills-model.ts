// Changes to the skills model (confirmed and suggested skills): the edit-skills modal's and
// the job details' (add a skill the job asks for, or take off one wrongly found).
import type { MatchingSkill, SkillsModel } from '@talent/contract';

const key = (label: string) => label.trim().toLowerCase();

/** The same skill: the same taxonomy id, or the same label in any case. */
export const sameSkill = (a: MatchingSkill, b: MatchingSkill) =>
  (a.id !== undefined && a.id === b.id) || key(a.label) === key(b.label);

/** The tag input's labels as skills, keeping the id of each one already known. */
export function skillsFromLabels(labels: string[], known: MatchingSkill[]): MatchingSkill[] {
  const out: MatchingSkill[] = [];
  for (const label of labels) {
    const trimmed = label.trim();
    if (!trimmed || out.some((s) => key(s.label) === key(trimmed))) continue;
    out.push(known.find((s) => key(s.label) === key(trimmed)) ?? { label: trimmed });
  }
  return out;
}

/** The model with `skill` confirmed (and no longer a suggestion). */
export function withSkillConfirmed(model: SkillsModel, skill: MatchingSkill): SkillsModel {
  return {
    confirmedSkills: model.confirmedSkills.some((s) => sameSkill(s, skill))
      ? model.confirmedSkills
      : [...model.confirmedSkills, skill],
    suggestedSkills: model.suggestedSkills.filter((s) => !sameSkill(s, skill)),
  };
}

/** The model without `skill` on either list: the API dismisses it for good. */
export function withSkillDismissed(model: SkillsModel, skill: MatchingSkill): SkillsModel {
  return {
    confirmedSkills: model.confirmedSkills.filter((s) => !sameSkill(s, skill)),
    suggestedSkills: model.suggestedSkills.filter((s) => !sameSkill(s, skill)),
  };
}
