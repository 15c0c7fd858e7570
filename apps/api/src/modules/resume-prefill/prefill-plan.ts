// What a pre-fill writes (spec 2 section 4.2), worked out from the parsed resume and the profile
// as it is, without I/O: each section's entries the profile can hold and does not have yet, what
// it has already, and what the resume gave but the profile cannot hold. Nothing is made up: a
// value the resume does not give stays empty, and an entry missing what the profile needs (a
// role's start month, a qualification's institution) is skipped and counted (decision 019).
import {
  emptyItSkills,
  makeRoleInputSchema,
  type PrefillSection,
  ROLE_COMMENTS_MAX,
  ROLE_LIST_ITEM_MAX,
  ROLE_LIST_MAX_ITEMS,
  SPECIALTIES_MAX,
  SUMMARY_MAX,
} from '@talent/contract';
import type { ParsedResume, ResumeLocation, ResumeWork } from '@talent/resume-parser';
import { taxonomy } from '@talent/taxonomy';
import {
  clean,
  key,
  monthOf,
  type PlannedLocation,
  type PrefillPlan,
  type ProfileBefore,
  zeroCounts,
} from './prefill-model';
import { planQualifications } from './prefill-qualifications';
import { planItSkills, planLanguages } from './prefill-skills';

export type { PlannedLocation, PrefillPlan, ProfileBefore } from './prefill-model';

// Roles ------------------------------------------------------------------------------------

const roleKey = (company: string, title: string, fromDate: string) =>
  `${key(company)}|${key(title)}|${fromDate.slice(0, 7)}`;

/** The skills a role's own text names, as its specialties (at most five). */
function specialtiesOf(work: ResumeWork): { label: string }[] {
  const text = [work.position, work.summary, ...(work.highlights ?? [])].filter(Boolean).join('\n');
  const labels: string[] = [];
  for (const mention of taxonomy.extract(text)) {
    if (mention.kind === 'occupation' || labels.includes(mention.label)) continue;
    labels.push(mention.label);
    if (labels.length === SPECIALTIES_MAX) break;
  }
  return labels.map((label) => ({ label }));
}

function professionOf(occupationId: string | undefined) {
  if (!occupationId) return null;
  const entry = taxonomy.byId(occupationId, 'occupation');
  const professionId = entry && 'professionId' in entry ? entry.professionId : undefined;
  return entry && typeof professionId === 'number'
    ? { id: professionId, label: entry.label }
    : null;
}

/** The role as the role form would send it, or null when the resume lacks what it needs. */
function roleOf(work: ResumeWork, schema: ReturnType<typeof makeRoleInputSchema>) {
  const fromDate = monthOf(work.startDate);
  const toDate = work.current ? null : monthOf(work.endDate);
  if (!fromDate || (!work.current && !toDate)) return null;
  const specialities = specialtiesOf(work);
  const candidate = {
    company: clean(work.name),
    roleTitle: clean(work.position),
    fromDate,
    toDate,
    isCurrent: Boolean(work.current),
    extendedJobDesc: work.summary?.trim().slice(0, ROLE_COMMENTS_MAX) || null,
    responsibilitiesList: (work.highlights ?? [])
      .map(clean)
      .filter((h) => h.length > 0 && h.length <= ROLE_LIST_ITEM_MAX)
      .slice(0, ROLE_LIST_MAX_ITEMS),
    locationGroup: work.location ? { id: '', label: clean(work.location).slice(0, 300) } : null,
    profession: professionOf(work.occupationId),
    // The form asks the talent for specialties; a resume that names none leaves them to the
    // talent's review, so an empty list is checked as if one were there.
    specialities: specialities.length > 0 ? specialities : [{ label: '-' }],
  };
  const parsed = schema.safeParse(candidate);
  if (!parsed.success) return null;
  return { ...parsed.data, specialities };
}

function planRoles(work: ResumeWork[], before: ProfileBefore, today: string, plan: PrefillPlan) {
  const schema = makeRoleInputSchema(() => today);
  const have = new Set(
    before.webResume.roles.map((r) => roleKey(r.company, r.roleTitle, r.fromDate)),
  );
  for (const entry of work) {
    const role = roleOf(entry, schema);
    if (!role) {
      plan.skipped.roles++;
      continue;
    }
    const k = roleKey(role.company, role.roleTitle, role.fromDate ?? '');
    if (have.has(k)) {
      plan.alreadyThere.roles++;
      continue;
    }
    have.add(k);
    plan.roles.push(role);
    plan.added.roles++;
  }
}

// Summary and the card ---------------------------------------------------------------------

function countOne(
  plan: PrefillPlan,
  section: PrefillSection,
  value: string | null,
  hasAlready: boolean,
  fits: boolean,
): string | null {
  if (!value) return null;
  if (hasAlready) plan.alreadyThere[section]++;
  else if (!fits) plan.skipped[section]++;
  else {
    plan.added[section]++;
    return value;
  }
  return null;
}

function plannedLocation(location: ResumeLocation | undefined): PlannedLocation | null {
  const suburb = clean(location?.city);
  const countryIso2 = clean(location?.countryCode).toUpperCase();
  if (!suburb || !/^[A-Z]{2}$/.test(countryIso2)) return null;
  return {
    suburb: suburb.slice(0, 150),
    state: clean(location?.region).slice(0, 150) || null,
    postcode: clean(location?.postalCode).slice(0, 10) || null,
    countryIso2,
  };
}

/** The pre-fill of `parsed` into the profile `before`; `now` dates the checks (future starts). */
export function planPrefill(
  parsed: ParsedResume,
  before: ProfileBefore,
  now = new Date(),
  today = now.toISOString().slice(0, 10),
): PrefillPlan {
  const plan: PrefillPlan = {
    roles: [],
    qualifications: [],
    itSkills: null,
    languages: [],
    careerSummary: null,
    currentRole: null,
    location: null,
    added: zeroCounts(),
    alreadyThere: zeroCounts(),
    skipped: zeroCounts(),
  };
  const { basics } = parsed.resume;
  planRoles(parsed.resume.work, before, today, plan);
  planQualifications(parsed, before, now, plan);
  planItSkills(parsed, before, plan);
  planLanguages(parsed, before, plan);
  const summary = basics.summary?.trim() ?? '';
  plan.careerSummary = countOne(
    plan,
    'careerSummary',
    summary || null,
    before.webResume.careerSummary.trim().length > 0,
    summary.length <= SUMMARY_MAX,
  );
  const label = clean(basics.label);
  plan.currentRole = countOne(
    plan,
    'currentRole',
    label || null,
    Boolean(before.currentRole?.trim()),
    label.length <= 150,
  );
  const location = plannedLocation(basics.location);
  if (location) {
    if (before.hasLocation) plan.alreadyThere.location++;
    else {
      plan.location = location;
      plan.added.location++;
    }
  }
  return plan;
}

/** Whether a parsed resume holds anything a pre-fill could write into an empty profile. */
export function holdsProfileContent(parsed: ParsedResume): boolean {
  const empty: ProfileBefore = {
    webResume: {
      roles: [],
      education: { qualifications: [] },
      licences: { qualifications: [] },
      itSkills: emptyItSkills(),
      languages: [],
      careerSummary: '',
    },
    currentRole: null,
    hasLocation: false,
  };
  const plan = planPrefill(parsed, empty);
  return Object.values(plan.added).some((count) => count > 0);
}
