// What the profile says a talent can do and wants, in the taxonomy's terms: the skills found in
// roles, skill tags, IT skills and summaries (each with where it was found), the occupations of
// preferred roles and of roles held, and the latest role's seniority.
import {
  type OccupationRef,
  occupationsOfRoles,
  seniorityOf,
  type TalentSignals,
  type TalentSkill,
  type WorkTypePreference,
} from '@talent/matching';
import {
  MATCHING_EXTRACT,
  type OccupationEntry,
  occupationEntries,
  occupationOfTitle,
  occupationsOfRole,
  taxonomy,
} from '@talent/taxonomy';
import type { MatchingSkillRow, PreferencesRow, profileOf } from './job-matching.repo';

type Profile = Awaited<ReturnType<typeof profileOf>>;

const byProfession = new Map(
  occupationEntries.flatMap((o) => (o.professionId ? [[o.professionId, o] as const] : [])),
);
const ref = (o: OccupationEntry): OccupationRef => ({ id: o.id, anzsco: o.anzsco });

/** Current roles first, then by start date, newest first. */
const latestFirst = (roles: Profile['roles']) =>
  [...roles].sort(
    (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.fromDate.localeCompare(a.fromDate),
  );

/** The skills a profile shows, first finding first (a role's before the summaries'). */
export function skillsFromProfile(profile: Profile): TalentSkill[] {
  const found = new Map<string, TalentSkill>();
  const add = (id: string, source: TalentSkill['source'], evidence: string) => {
    const entry = taxonomy.byId(id);
    if (!entry || entry.kind === 'occupation' || found.has(id)) return;
    found.set(id, { id, source, evidence });
  };
  const fromText = (
    text: string | null | undefined,
    source: TalentSkill['source'],
    evidence: string,
  ) => {
    if (text?.trim())
      for (const m of taxonomy.extract(text, MATCHING_EXTRACT)) add(m.id, source, evidence);
  };
  const roles = latestFirst(profile.roles);
  for (const role of roles) {
    for (const tag of role.specialities) {
      const entry = taxonomy.resolve(tag);
      if (entry) add(entry.id, 'role', role.roleTitle);
      else fromText(tag, 'role', role.roleTitle);
    }
    fromText(role.roleTitle, 'role', role.roleTitle);
    fromText(
      [...role.responsibilities, ...role.achievements, role.extendedJobDesc ?? ''].join('\n'),
      'role',
      role.roleTitle,
    );
  }
  for (const it of profile.itSkills) add(it.skillId, 'profile', 'IT skills');
  for (const label of profile.skillTags) {
    const entry = taxonomy.resolve(label);
    if (entry) add(entry.id, 'profile', 'Skills');
  }
  fromText(profile.talent?.skillsSummary, 'profile', 'Skills summary');
  fromText(profile.talent?.careerSummary, 'profile', 'Career summary');
  return [...found.values()];
}

export function talentSignals(
  profile: Profile,
  preferences: PreferencesRow | null,
  skills: readonly MatchingSkillRow[],
): TalentSignals {
  const known = new Map<string, TalentSkill>();
  for (const s of skills) {
    if (!s.skillId || s.state === 'dismissed') continue;
    known.set(s.skillId, {
      id: s.skillId,
      source:
        s.state === 'confirmed' ? 'confirmed' : ((s.source as TalentSkill['source']) ?? 'profile'),
      ...(s.evidence ? { evidence: s.evidence } : {}),
    });
  }
  const roles = latestFirst(profile.roles);
  // A preferred role names an occupation, or is a word of several ("Payroll", "Warehouse").
  const wanted = occupationsOfRoles(
    (preferences?.preferredRoles ?? []).map((role) => occupationsOfRole(taxonomy, role).map(ref)),
  );
  const held = roles.flatMap((role) => {
    const o =
      (role.professionId ? byProfession.get(role.professionId) : undefined) ??
      occupationOfTitle(taxonomy, role.roleTitle);
    return o ? [ref(o)] : [];
  });
  const titleWords =
    [...(preferences?.preferredRoles ?? []), ...roles.slice(0, 3).map((r) => r.roleTitle)]
      .join(' ')
      .toLowerCase()
      .match(/[a-z]{3,}/g) ?? [];
  const latest = roles[0]?.roleTitle ?? profile.talent?.currentRole ?? null;
  return {
    skills: known,
    wanted,
    held,
    titleWords,
    location:
      preferences?.latitude != null && preferences.longitude != null
        ? {
            latitude: preferences.latitude,
            longitude: preferences.longitude,
            radiusKm: preferences.radiusKm,
          }
        : null,
    workType: (preferences?.workType ?? 'all') as WorkTypePreference,
    seniority: latest ? seniorityOf(latest) : null,
  };
}
