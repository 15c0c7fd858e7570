// The IT skills the type-ahead suggests (POST /api/workerapi/lookups/it-skills/{group}): the
// taxonomy's technology skills of the group (spec 2 section 3: Software 201, Systems 202,
// Coding 203). A saved skill stores the taxonomy id, which never changes.
import type { ItSkillGroupId, ItSkillItem } from '@talent/contract';
import { otherNames, rankByName, type SkillEntry, skillEntries } from '@talent/taxonomy';

const byGroup = new Map<ItSkillGroupId, SkillEntry[]>();
for (const skill of skillEntries) {
  if (!skill.itGroup || skill.withdrawn) continue;
  const group = skill.itGroup as ItSkillGroupId;
  byGroup.set(group, [...(byGroup.get(group) ?? []), skill]);
}

/** The IT skills of a group. */
export const itSkillsOf = (group: ItSkillGroupId): readonly SkillEntry[] =>
  byGroup.get(group) ?? [];

/** Up to `limit` skills of the group for the typed term, leaving out the excluded ids or labels. */
export function suggestItSkills(
  group: ItSkillGroupId,
  term: string,
  exclude: readonly string[] = [],
  limit = 10,
): ItSkillItem[] {
  return rankByName(term, itSkillsOf(group), {
    exclude,
    limit,
    namesOf: otherNames,
  }).map(({ id, label }) => ({ id, label }));
}
