// The pre-fill's IT skills (the taxonomy's IT skills, in their group, once) and languages (by
// the reference list's names, with the fluency the resume states, once).
import {
  IT_SKILL_GROUPS,
  IT_SKILL_LEVELS,
  type ItSkillGroupId,
  itSkillListKey,
  LanguageLevel,
} from '@talent/contract';
import type { ParsedResume } from '@talent/resume-parser';
import { type SkillEntry, taxonomy } from '@talent/taxonomy';
import ISO6391 from 'iso-639-1';
import { clean, key, type PrefillPlan, type ProfileBefore } from './prefill-model';

const LEVEL_WORDS: [RegExp, number][] = [
  [/\b(advanced|expert|proficient|strong)\b/i, 3],
  [/\b(intermediate|working|competent)\b/i, 2],
  [/\b(basic|beginner|elementary|familiar)\b/i, 1],
];

function itSkillEntry(skill: { name: string; taxonomyId?: string }): SkillEntry | null {
  const byId = skill.taxonomyId ? taxonomy.byId(skill.taxonomyId) : undefined;
  const entry = byId ?? taxonomy.resolve(skill.name) ?? undefined;
  const itGroup = entry && 'itGroup' in entry ? (entry as SkillEntry).itGroup : undefined;
  return entry && itGroup ? (entry as SkillEntry) : null;
}

export function planItSkills(parsed: ParsedResume, before: ProfileBefore, plan: PrefillPlan) {
  const skills = structuredClone(before.webResume.itSkills);
  const taken = new Map<ItSkillGroupId, Set<string>>();
  for (const group of IT_SKILL_GROUPS) {
    const set = new Set<string>();
    for (const level of IT_SKILL_LEVELS) {
      for (const item of skills[itSkillListKey(group.key, level)]) {
        set.add(item.id.toLowerCase()).add(`label:${key(item.label)}`);
      }
    }
    taken.set(group.id, set);
  }
  for (const skill of parsed.resume.skills) {
    const entry = itSkillEntry(skill);
    // Skills that are not IT skills belong to no section the pre-fill writes.
    if (!entry?.itGroup) continue;
    const group = IT_SKILL_GROUPS.find((g) => g.id === entry.itGroup);
    const set = taken.get(entry.itGroup as ItSkillGroupId);
    if (!group || !set) continue;
    if (set.has(entry.id.toLowerCase()) || set.has(`label:${key(entry.label)}`)) {
      plan.alreadyThere.itSkills++;
      continue;
    }
    set.add(entry.id.toLowerCase()).add(`label:${key(entry.label)}`);
    // The section keeps a level per skill; the resume's own word for it when it has one, else
    // the first list (Basic), which claims the least.
    const level = LEVEL_WORDS.find(([pattern]) => pattern.test(skill.category ?? ''))?.[1] ?? 1;
    const levelName = IT_SKILL_LEVELS[level - 1] ?? 'Basic';
    skills[itSkillListKey(group.key, levelName)].push({ id: entry.id, label: entry.label });
    plan.added.itSkills++;
  }
  plan.itSkills = plan.added.itSkills > 0 ? skills : null;
}

const FLUENCY: [RegExp, number][] = [
  [/\b(native|fluent|mother tongue|first language|bilingual|c2)\b/i, LanguageLevel.FluentOrNative],
  [/\b(advanced|full professional|c1)\b/i, LanguageLevel.AdvancedProfessional],
  [
    /\b(professional|working|intermediate|conversational|b1|b2)\b/i,
    LanguageLevel.GeneralProfessional,
  ],
  [/\b(limited|a2)\b/i, LanguageLevel.LimitedWorking],
  [/\b(basic|elementary|beginner|a1)\b/i, LanguageLevel.Elementary],
];

export function planLanguages(parsed: ParsedResume, before: ProfileBefore, plan: PrefillPlan) {
  const have = new Set(before.webResume.languages.map((l) => l.languageId.toLowerCase()));
  for (const language of parsed.resume.languages) {
    const name = clean(language.language);
    const code = ISO6391.validate(name.toLowerCase())
      ? name.toLowerCase()
      : ISO6391.getCode(name.replace(/\s*\(.*\)$/, ''));
    if (!code) {
      plan.skipped.languages++;
      continue;
    }
    if (have.has(code)) {
      plan.alreadyThere.languages++;
      continue;
    }
    have.add(code);
    // Unknown (0) when the resume does not say how well: the talent sets it when reviewing.
    const level =
      FLUENCY.find(([pattern]) => pattern.test(language.fluency ?? ''))?.[1] ??
      LanguageLevel.Unknown;
    plan.languages.push({ languageId: code, level });
    plan.added.languages++;
  }
}
