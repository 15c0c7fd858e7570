// The match score of a job for a talent, 0-100, with its parts, so that every score explains
// itself. Two things say whether the job is for this person (relevance): how much of what the
// job asks for they have (skills weighted by how rare and how central each is) and how close the
// job's occupation is to the roles they want or have held. Four things say whether it suits them
// now (fit): distance against their radius, work type, seniority and the advert's age. The
// score is relevance x fit: an unrelated job stays low wherever it is, a job whose skills the
// talent has scores high when it also fits.
import { type OccupationRef, occupationCloseness } from './occupation-relation';
import { seniorityOf } from './seniority';

export type SkillSource = 'confirmed' | 'profile' | 'role' | 'resume';

export interface TalentSkill {
  id: string;
  source: SkillSource;
  /** Where it was found: the resume line, the role title, the profile section. */
  evidence?: string;
}

export type WorkTypePreference = 'all' | 'full-time' | 'part-time';

export interface TalentSignals {
  skills: ReadonlyMap<string, TalentSkill>;
  /** The occupations of the preferred roles (see occupationsOfRoles). */
  wanted: readonly OccupationRef[];
  /** The occupations of roles held, most recent first. */
  held: readonly OccupationRef[];
  /** Words of preferred roles and recent titles, for jobs with no known occupation. */
  titleWords: readonly string[];
  location: { latitude: number; longitude: number; radiusKm: number } | null;
  workType: WorkTypePreference;
  /** The seniority of the latest role (see seniorityOf), or null. */
  seniority: number | null;
}

export interface JobSignals {
  /** Skill and licence ids the advert asks for, in order of mention. */
  skills: readonly string[];
  occupation: OccupationRef | null;
  title: string;
  latitude: number | null;
  longitude: number | null;
  /** The work type's label, e.g. "Full Time", "Part Time", "Casual". */
  workType: string | null;
  publishedAt: Date;
}

export interface MatchContext {
  /** How many jobs ask for each skill, and how many jobs there are: rare skills weigh more. */
  jobsWithSkill(id: string): number;
  totalJobs: number;
  /** The usual skills of an occupation: central to a job of it, they weigh more. */
  usualSkills(occupationId: string): ReadonlySet<string>;
  now: Date;
}

export interface SkillComparison {
  id: string;
  has: boolean;
  source?: SkillSource;
  evidence?: string;
  /** Its share of the job's skill weight (0-1). */
  weight: number;
}

export interface MatchParts {
  /** Share of the job's skill weight the talent has (0-1), or null when the job names none. */
  skills: number | null;
  /** Closeness of the job's occupation to wanted and held roles (0-1). */
  role: number;
  relevance: number;
  distance: number;
  workType: number;
  seniority: number;
  freshness: number;
  /** Kilometres to the job, when both places are known. */
  km: number | null;
}

export interface Match {
  score: number;
  parts: MatchParts;
  skills: SkillComparison[];
}

/** A central skill (usual for the job's occupation) weighs this much more. */
const CENTRAL = 1.5;
/** A held role counts this much of a wanted one. */
const HELD = 0.8;
/** The role's share of relevance when no skill matches (see relevanceOf). */
export const ROLE_ALONE = 0.7;

/** How much a skill says about a job: more the fewer jobs ask for it (at least 0.1). */
export function skillRarity(jobsWithSkill: number, totalJobs: number): number {
  return Math.max(Math.log(1 + totalJobs / (1 + jobsWithSkill)), 0.1);
}

/** Relevance from skill coverage c and role closeness r: either can carry it, both add up. */
export function relevanceOf(skills: number | null, role: number): number {
  if (skills === null) return role;
  return 1 - (1 - skills) * (1 - ROLE_ALONE * role);
}

export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function skillPart(talent: TalentSignals, job: JobSignals, ctx: MatchContext) {
  const usual = job.occupation ? ctx.usualSkills(job.occupation.id) : new Set<string>();
  const weights = job.skills.map(
    (id) => skillRarity(ctx.jobsWithSkill(id), ctx.totalJobs) * (usual.has(id) ? CENTRAL : 1),
  );
  const total = weights.reduce((a, b) => a + b, 0);
  const comparisons: SkillComparison[] = job.skills.map((id, i) => {
    const held = talent.skills.get(id);
    const weight = total > 0 ? (weights[i] as number) / total : 0;
    return held
      ? {
          id,
          has: true,
          source: held.source,
          ...(held.evidence ? { evidence: held.evidence } : {}),
          weight,
        }
      : { id, has: false, weight };
  });
  const coverage =
    total > 0 ? comparisons.reduce((sum, c) => sum + (c.has ? c.weight : 0), 0) : null;
  return { coverage, comparisons };
}

function rolePart(talent: TalentSignals, job: JobSignals): number {
  if (job.occupation) {
    const closeness = (o: OccupationRef) =>
      (o.certainty ?? 1) * occupationCloseness(o, job.occupation);
    const wanted = Math.max(0, ...talent.wanted.map(closeness));
    const held = Math.max(0, ...talent.held.map((o) => HELD * closeness(o)));
    return Math.max(wanted, held);
  }
  // No known occupation: the share of the title's words found in wanted or held titles.
  const words = (job.title.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter(
    (w) => !TITLE_NOISE.has(w),
  );
  if (words.length === 0) return 0;
  const known = new Set(talent.titleWords);
  return (0.8 * words.filter((w) => known.has(w)).length) / words.length;
}

const TITLE_NOISE = new Set([
  'and',
  'the',
  'for',
  'with',
  'senior',
  'junior',
  'casual',
  'part',
  'time',
  'full',
  'contract',
  'temporary',
]);

function distancePart(
  talent: TalentSignals,
  job: JobSignals,
): { factor: number; km: number | null } {
  if (!talent.location) return { factor: 1, km: null };
  if (job.latitude === null || job.longitude === null) return { factor: 0.9, km: null };
  const km = distanceKm(talent.location, { latitude: job.latitude, longitude: job.longitude });
  const radius = Math.max(talent.location.radiusKm, 1);
  if (km <= radius) return { factor: 1, km };
  // Past the radius the job fits less and less, down to 0.5 at three times it.
  return { factor: Math.max(0.5, 1 - (0.5 * (km - radius)) / (2 * radius)), km };
}

function workTypePart(talent: TalentSignals, job: JobSignals): number {
  if (talent.workType === 'all' || !job.workType) return 1;
  const label = job.workType.toLowerCase();
  const wanted = talent.workType === 'full-time' ? 'full' : 'part';
  return label.includes(wanted) ? 1 : 0.85;
}

function seniorityPart(talent: TalentSignals, job: JobSignals): number {
  if (talent.seniority === null) return 1;
  const gap = Math.abs(seniorityOf(job.title) - talent.seniority);
  return gap === 0 ? 1 : gap === 1 ? 0.95 : 0.85;
}

function freshnessPart(job: JobSignals, now: Date): number {
  const days = (now.getTime() - job.publishedAt.getTime()) / 86_400_000;
  return days <= 30 ? 1 : days <= 60 ? 0.95 : 0.9;
}

export function scoreMatch(talent: TalentSignals, job: JobSignals, ctx: MatchContext): Match {
  const { coverage, comparisons } = skillPart(talent, job, ctx);
  const role = rolePart(talent, job);
  const relevance = relevanceOf(coverage, role);
  const distance = distancePart(talent, job);
  const workType = workTypePart(talent, job);
  const seniority = seniorityPart(talent, job);
  const freshness = freshnessPart(job, ctx.now);
  const fit = distance.factor * workType * seniority * freshness;
  return {
    score: Math.round(100 * relevance * fit),
    parts: {
      skills: coverage,
      role,
      relevance,
      distance: distance.factor,
      workType,
      seniority,
      freshness,
      km: distance.km === null ? null : Math.round(distance.km),
    },
    skills: comparisons,
  };
}
