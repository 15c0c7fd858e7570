// Job matching: preferences, the skills model (confirmed, suggested from the profile, dismissed),
// and the suggestions, worked out by scoring the candidate jobs (@talent/matching) and kept per
// talent until the profile, skills or preferences change.
import {
  type JobSuggestion,
  type MatchingJobDetails,
  type MatchingPreferences,
  type MatchingSkill,
  type SkillsModel,
  SUGGESTIONS_PAGE_SIZE,
  type SuggestionsPageData,
  type SuggestionsResponse,
} from '@talent/contract';
import type { Database } from '@talent/db';
import { boundsAround } from '@talent/geo/units';
import {
  type Match,
  ROLE_ALONE,
  retrievalSkills,
  scoreMatch,
  skillRarity,
  type TalentSignals,
  type TalentSkill,
} from '@talent/matching';
import { normalise, type OccupationEntry, taxonomy } from '@talent/taxonomy';
import { notFound } from '../../lib/errors';
import { searchableCommunities } from '../job-search';
import {
  acknowledgeUnavailable,
  activeMatchingTalents,
  type CandidateJob,
  candidateJobs,
  everyVisibleJob,
  findPreferences,
  findSuggestion,
  hasResume,
  type JobForTalent,
  jobForTalent,
  lastRefresh,
  type MatchingSkillRow,
  markAllChanged,
  markChanged,
  profileOf,
  type SuggestionRow,
  savedJobCount,
  savedJobRows,
  savePreferences,
  setSuggestionStatus,
  skillCounts,
  storeSuggestions,
  suggestionPage,
  updateMatchingSkills,
} from './job-matching.repo';
import { skillsFromProfile, talentSignals } from './talent-signals';

/** Jobs scored per refresh (near the talent first, then the likeliest to score well), and suggestions kept. */
export const CANDIDATES_MAX = 500;
export const SUGGESTIONS_KEPT = 100;
/** Candidates are taken first within this many times the talent's radius. */
const NEAR_RADIUS_FACTOR = 1.5;
/** A job scoring less is not suggested. */
export const SUGGESTION_SCORE_MIN = 10;

export async function getPreferences(db: Database, talentId: string) {
  const row = await findPreferences(db, talentId);
  if (!row) return null;
  return {
    preferredRoles: row.preferredRoles,
    preferredLocation:
      row.locationAddress && row.latitude != null && row.longitude != null
        ? {
            address: row.locationAddress,
            latitude: row.latitude,
            longitude: row.longitude,
            ...(row.countryIso2 ? { countryIso2: row.countryIso2 } : {}),
          }
        : null,
    preferredLocationRadius: row.radiusKm,
    workType: row.workType,
  };
}

export async function updatePreferences(db: Database, talentId: string, body: MatchingPreferences) {
  const roles = body.preferredRoles.filter(
    (role, i) => body.preferredRoles.findIndex((r) => r.toLowerCase() === role.toLowerCase()) === i,
  );
  await savePreferences(db, {
    talentId,
    preferredRoles: roles,
    locationAddress: body.preferredLocation?.address ?? null,
    latitude: body.preferredLocation?.latitude ?? null,
    longitude: body.preferredLocation?.longitude ?? null,
    countryIso2: body.preferredLocation?.countryIso2?.toUpperCase() ?? null,
    radiusKm: body.preferredLocationRadius,
    workType: body.workType,
  });
  await markChanged(db, talentId);
  return getPreferences(db, talentId);
}

const keyOf = (skill: MatchingSkill) => {
  const entry =
    (skill.id && taxonomy.byId(skill.id)) ||
    taxonomy.resolve(skill.label, 'skill') ||
    taxonomy.resolve(skill.label, 'licence');
  return entry && entry.kind !== 'occupation'
    ? { key: entry.id, skillId: entry.id, label: entry.label }
    : { key: `label:${normalise(skill.label)}`, skillId: null, label: skill.label.trim() };
};
const toModel = (rows: readonly MatchingSkillRow[]): SkillsModel => {
  const of = (state: MatchingSkillRow['state']) =>
    rows
      .filter((r) => r.state === state)
      .map((r) => ({ ...(r.skillId ? { id: r.skillId } : {}), label: r.label }));
  return { confirmedSkills: of('confirmed'), suggestedSkills: of('suggested') };
};

/**
 * The talent's skill rows, with the suggested skills brought up to date with the profile: what
 * it shows now, less what the talent confirmed or dismissed. Also answers the profile read.
 */
type SyncedSkills = Awaited<ReturnType<typeof syncSkills>>;

/**
 * The skills each talent's profile showed when last read, with the profile as read: most reads
 * find it unchanged, and the extraction is not run again (it is pure: same profile, same skills).
 */
const foundByTalent = new Map<string, { profile: string; found: TalentSkill[] }>();
/** Talents remembered; past this the oldest entry goes. */
const FOUND_KEPT = 10_000;

function skillsFoundIn(talentId: string, profile: Awaited<ReturnType<typeof profileOf>>) {
  const key = JSON.stringify(profile);
  const known = foundByTalent.get(talentId);
  if (known?.profile === key) return known.found;
  const found = skillsFromProfile(profile);
  foundByTalent.delete(talentId);
  if (foundByTalent.size >= FOUND_KEPT) {
    const oldest = foundByTalent.keys().next();
    if (!oldest.done) foundByTalent.delete(oldest.value);
  }
  foundByTalent.set(talentId, { profile: key, found });
  return found;
}

async function syncSkills(db: Database, talentId: string) {
  const profile = await profileOf(db, talentId);
  const found = skillsFoundIn(talentId, profile);
  const { rows, changed } = await updateMatchingSkills(db, talentId, (current) => {
    const decided = new Set(current.filter((r) => r.state !== 'suggested').map((r) => r.skillKey));
    const suggested = found.filter((s) => !decided.has(s.id));
    const now = current.filter((r) => r.state === 'suggested').map((r) => r.skillKey);
    if (now.join() === suggested.map((s) => s.id).join()) return null;
    return [
      ...current.filter((r) => r.state !== 'suggested').map(({ talentId: _, ...r }) => r),
      ...suggested.map((s, position) => ({
        skillKey: s.id,
        skillId: s.id,
        label: taxonomy.byId(s.id)?.label ?? s.id,
        state: 'suggested' as const,
        source: s.source,
        evidence: s.evidence ?? null,
        position,
      })),
    ];
  });
  // The profile changed what it shows: the suggestions follow.
  if (changed) await markChanged(db, talentId);
  return { rows, profile };
}

/** The skills model (confirmed and suggested skills). */
export async function getSkillsModel(db: Database, talentId: string): Promise<SkillsModel> {
  return toModel((await syncSkills(db, talentId)).rows);
}

/**
 * Saves the skills model: the confirmed skills as sent, the suggestions still listed, and every
 * skill the talent took off either list dismissed (never suggested again).
 */
export async function updateSkillsModel(db: Database, talentId: string, body: SkillsModel) {
  const confirmed = new Map(body.confirmedSkills.map((s) => [keyOf(s).key, keyOf(s)]));
  const listed = new Set(body.suggestedSkills.map((s) => keyOf(s).key));
  const stateAfter = (r: MatchingSkillRow): MatchingSkillRow['state'] =>
    r.state === 'dismissed' ? 'dismissed' : listed.has(r.skillKey) ? 'suggested' : 'dismissed';
  await updateMatchingSkills(db, talentId, (before) => [
    ...[...confirmed.values()].map((k, position) => ({
      skillKey: k.key,
      skillId: k.skillId,
      label: k.label,
      state: 'confirmed' as const,
      source: null,
      evidence: null,
      position,
    })),
    ...before
      .filter((r) => !confirmed.has(r.skillKey))
      .map((row) => {
        const { talentId: _, ...r } = row;
        return { ...r, state: stateAfter(row) };
      }),
  ]);
  await markChanged(db, talentId);
  return getSkillsModel(db, talentId);
}

export async function suggestionsPageData(
  db: Database,
  talentId: string,
): Promise<SuggestionsPageData> {
  const [skills, preferences, resume] = await Promise.all([
    getSkillsModel(db, talentId),
    getPreferences(db, talentId),
    hasResume(db, talentId),
  ]);
  return { ...skills, preferences, missingCv: !resume };
}

async function signalsOf(db: Database, talentId: string, synced: SyncedSkills) {
  const { rows: skills, profile } = synced;
  const [preferences, communities] = await Promise.all([
    findPreferences(db, talentId),
    searchableCommunities(db, talentId),
  ]);
  return {
    signals: talentSignals(profile, preferences, skills),
    internalCommunityIds: communities.filter((c) => c.internal).map((c) => c.id),
  };
}

/**
 * Every open job the talent may see, scored, best first: the exact answer candidate retrieval
 * approximates (the matching bench measures how much of it the stored suggestions hold).
 */
export async function scoreEveryJob(db: Database, talentId: string, now = new Date()) {
  const { signals, internalCommunityIds } = await signalsOf(
    db,
    talentId,
    await syncSkills(db, talentId),
  );
  const jobs = await everyVisibleJob(db, internalCommunityIds, now);
  return (await scoreJobs(db, signals, jobs, now)).sort((a, b) => b.score - a.score);
}

/** Scores jobs for a talent's signals, with the catalogue's skill counts. */
async function scoreJobs(
  db: Database,
  signals: TalentSignals,
  jobs: readonly CandidateJob[],
  now: Date,
): Promise<{ jobId: string; score: number; match: Match }[]> {
  const counts = await catalogueCounts(db);
  const context = {
    jobsWithSkill: (id: string) => counts.bySkill.get(id) ?? 0,
    totalJobs: Math.max(counts.totalJobs, 1),
    usualSkills: (occupationId: string) => taxonomy.usualSkills(occupationId),
    now,
  };
  return jobs.map((job) => {
    const occupation = job.occupationId
      ? (taxonomy.byId(job.occupationId, 'occupation') as OccupationEntry | undefined)
      : undefined;
    const match = scoreMatch(
      signals,
      {
        skills: job.skills,
        occupation: occupation ? { id: occupation.id, anzsco: occupation.anzsco } : null,
        title: job.roleName,
        latitude: job.latitude === null ? null : Number(job.latitude),
        longitude: job.longitude === null ? null : Number(job.longitude),
        workType: job.workType,
        publishedAt: new Date(job.publishedAt),
      },
      context,
    );
    return { jobId: job.id, score: match.score, match };
  });
}

/**
 * How many jobs ask for each skill: the skills' rarity, read once (one scan of the job skills)
 * and again when the job tags change or after 10 minutes (another process may have tagged).
 */
type Counts = Awaited<ReturnType<typeof skillCounts>>;
const countsByDatabase = new WeakMap<Database, { at: number; value: Promise<Counts> }>();
const COUNTS_TTL_MS = 10 * 60_000;
function catalogueCounts(db: Database): Promise<Counts> {
  const cached = countsByDatabase.get(db);
  if (cached && Date.now() - cached.at <= COUNTS_TTL_MS) return cached.value;
  const value = skillCounts(db);
  countsByDatabase.set(db, { at: Date.now(), value });
  value.catch(() => countsByDatabase.delete(db));
  return value;
}
/** The job tags changed: the skills' rarity is read again. */
export function forgetSkillCounts(db: Database) {
  countsByDatabase.delete(db);
}

/** Works out a talent's suggestions again: candidate jobs scored, the best kept. */
export async function refreshSuggestions(
  db: Database,
  talentId: string,
  now = new Date(),
  synced?: SyncedSkills,
) {
  // The profile first (an edit it finds counts as a change), then the changes this refresh
  // takes in: any made while it runs leave the result stale.
  const skills = synced ?? (await syncSkills(db, talentId));
  const startedAtSeq = (await lastRefresh(db, talentId))?.changeSeq ?? 0;
  const { signals, internalCommunityIds } = await signalsOf(db, talentId, skills);
  const occupationIds = [...new Set([...signals.wanted, ...signals.held].map((o) => o.id))];
  const { bySkill, totalJobs } = await catalogueCounts(db);
  const retrieval = retrievalSkills(signals.skills.keys(), (id) => bySkill.get(id) ?? 0, totalJobs);
  const candidates = await candidateJobs(db, {
    skills: retrieval.map((id) => ({ id, weight: skillRarity(bySkill.get(id) ?? 0, totalJobs) })),
    occupationIds,
    roleShare: ROLE_ALONE,
    internalCommunityIds,
    // Where the talent wants to work, and a little past it (a job there still fits well).
    near: signals.location
      ? boundsAround(
          signals.location.latitude,
          signals.location.longitude,
          NEAR_RADIUS_FACTOR * Math.max(signals.location.radiusKm, 1),
        )
      : null,
    now,
    limit: CANDIDATES_MAX,
  });
  const scored = (await scoreJobs(db, signals, candidates, now))
    .filter((s) => s.score >= SUGGESTION_SCORE_MIN)
    .sort((a, b) => b.score - a.score)
    .slice(0, SUGGESTIONS_KEPT);
  await storeSuggestions(db, talentId, scored, { candidates: candidates.length, startedAtSeq });
  const fresh = (await lastRefresh(db, talentId))?.changeSeq === startedAtSeq;
  return { candidates: candidates.length, kept: scored.length, fresh };
}

/** Talents refreshed at the same time by refreshEveryone: the database works while JS scores. */
const REFRESH_PARALLEL = 4;

/**
 * Every talent who uses matching gets their suggestions anew (the catalogue's tags changed),
 * a few at a time; stops early when `signal` aborts. Answers how many were refreshed.
 */
export async function refreshEveryone(db: Database, signal?: AbortSignal): Promise<number> {
  forgetSkillCounts(db);
  await markAllChanged(db);
  const talents = await activeMatchingTalents(db);
  let next = 0;
  let refreshed = 0;
  const worker = async () => {
    while (next < talents.length && !signal?.aborted) {
      const id = talents[next++] as string;
      await refreshSuggestions(db, id);
      refreshed += 1;
    }
  };
  await Promise.all(Array.from({ length: REFRESH_PARALLEL }, worker));
  return refreshed;
}

const isFresh = (row: Awaited<ReturnType<typeof lastRefresh>>) =>
  row !== null && row.refreshedSeq === row.changeSeq;

/**
 * The talent's suggestions, worked out again first when a change came in since they were (a
 * profile edit found now counts): answers the refresh they are as of.
 */
async function refreshIfStale(db: Database, talentId: string, now: Date) {
  const synced = await syncSkills(db, talentId);
  const refreshed = await lastRefresh(db, talentId);
  if (isFresh(refreshed)) return refreshed;
  await refreshSuggestions(db, talentId, now, synced);
  return lastRefresh(db, talentId);
}

/** A page of suggestions, worked out first when they are not (or no longer) up to date. */
export async function suggestions(
  db: Database,
  talentId: string,
  page: number,
  now = new Date(),
): Promise<SuggestionsResponse> {
  const empty = { suggestions: [], totalCount: 0, page, pageSize: SUGGESTIONS_PAGE_SIZE };
  // A missing resume means no suggestions (spec 1 section 5).
  if (!(await hasResume(db, talentId))) return { ...empty, refreshedAt: null };
  const refreshed = await refreshIfStale(db, talentId, now);
  const { rows, totalCount } = await suggestionPage(
    db,
    talentId,
    { offset: (page - 1) * SUGGESTIONS_PAGE_SIZE, limit: SUGGESTIONS_PAGE_SIZE },
    now,
  );
  return {
    ...empty,
    totalCount,
    refreshedAt: refreshed?.refreshedAt?.toISOString() ?? null,
    suggestions: rows.map(toSuggestion),
  };
}

const reasonOf = (match: Pick<Match, 'parts' | 'skills'>) => ({
  skillsHave: match.skills.filter((s) => s.has).length,
  skillsAsked: match.skills.length,
  role: Math.round(match.parts.role * 100) / 100,
  km: match.parts.km,
});

function toSuggestion(r: SuggestionRow): JobSuggestion {
  return {
    matchingReferenceId: r.matchingReferenceId,
    matchScore: r.score,
    savedJobStatus: r.status,
    roleName: r.roleName,
    companyName: r.companyName,
    summary: r.summary,
    source: r.source,
    companyCode: r.companyCode,
    urlCode: r.urlCode,
    isUnavailable: r.isUnavailable,
    workType: r.workType,
    workLocationName: r.workLocationName,
    physicalLocation: r.physicalLocation,
    countryName: r.countryName,
    numberOfPositions: r.numberOfPositions,
    salaryRange: r.salaryRange,
    customCode: r.customCode,
    publishedAt: new Date(r.publishedAt).toISOString(),
    reason: reasonOf(r.match as unknown as Match),
  };
}

export async function savedJobs(db: Database, talentId: string, now = new Date()) {
  return { savedJobs: (await savedJobRows(db, talentId, now)).map(toSuggestion) };
}

export async function savedJobsCount(db: Database, talentId: string) {
  return { count: await savedJobCount(db, talentId) };
}

async function visibleJob(db: Database, talentId: string, matchingReferenceId: string, now: Date) {
  const communities = await searchableCommunities(db, talentId);
  const internal = communities.filter((c) => c.internal).map((c) => c.id);
  const job = await jobForTalent(db, matchingReferenceId, internal, now);
  if (!job) throw notFound('Job not found');
  return job;
}

/**
 * The talent's score of a job, worked out now (a stored one may predate a change: a saved job
 * the last refresh did not keep), and the talent's stored row of it, if any (its status).
 */
async function matchOf(db: Database, talentId: string, job: JobForTalent, now: Date) {
  const [stored, { signals }] = await Promise.all([
    findSuggestion(db, talentId, job.id),
    syncSkills(db, talentId).then((synced) => signalsOf(db, talentId, synced)),
  ]);
  const [scored] = await scoreJobs(db, signals, [job], now);
  return { stored, score: scored?.score ?? 0, match: scored?.match as Match };
}

export async function updateSavedJobStatus(
  db: Database,
  talentId: string,
  matchingReferenceId: string,
  status: 'Saved' | 'Unsaved' | 'Deleted',
  now = new Date(),
) {
  const job = await visibleJob(db, talentId, matchingReferenceId, now);
  const { score, match } = await matchOf(db, talentId, job, now);
  await setSuggestionStatus(db, { talentId, jobId: job.id, status, score, match });
  return { matchingReferenceId, savedJobStatus: status, matchScore: score };
}

export async function acknowledgeNoLongerAvailable(
  db: Database,
  talentId: string,
  matchingReferenceId: string,
  now = new Date(),
) {
  const job = await visibleJob(db, talentId, matchingReferenceId, now);
  await acknowledgeUnavailable(db, talentId, job.id);
}

export async function matchingJobDetails(
  db: Database,
  talentId: string,
  matchingReferenceId: string,
  now = new Date(),
): Promise<MatchingJobDetails> {
  const job = await visibleJob(db, talentId, matchingReferenceId, now);
  // A change since the last refresh (a skill just added) is in the comparison shown.
  if (await hasResume(db, talentId)) await refreshIfStale(db, talentId, now);
  const { stored, score, match } = await matchOf(db, talentId, job, now);
  const closed = job.applicationsCloseAt !== null && new Date(job.applicationsCloseAt) <= now;
  return {
    roleName: job.roleName,
    companyName: job.companyName,
    salaryRange: job.salaryRange,
    description: job.description,
    physicalLocation: job.physicalLocation,
    workType: job.workType,
    applicationsCloseAt: job.applicationsCloseAt
      ? new Date(job.applicationsCloseAt).toISOString()
      : null,
    applicationsClosed: closed,
    publishedAt: new Date(job.publishedAt).toISOString(),
    matchingReferenceId: job.matchingReferenceId,
    matchScore: score,
    savedJobStatus: stored?.status ?? 'Unsaved',
    applyUrl:
      job.customApplyUrl ??
      `/careers/${job.segmentCode}/job/${job.urlCode}/${job.advertUrlCode}/${job.seoSlug}`,
    skillComparisons: match.skills.map((s) => ({
      skill: { id: s.id, name: taxonomy.byId(s.id)?.label ?? s.id },
      has: s.has,
      source: s.source ?? null,
      evidence: s.evidence ?? null,
    })),
    reason: reasonOf(match),
  };
}
