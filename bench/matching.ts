// npm run bench -- --matching [--jobs N --db pglite|postgres --talents T]: job matching speed.
// The demo catalogue (N jobs) is tagged with the taxonomy, then T talents are made, each wanting
// an occupation the catalogue has (preferences: that role, near one of its jobs, 50 km; five of
// its usual skills confirmed; a resume on file). Prints: the tagging time, the time to work out
// one talent's top-100 suggestions (p50/p95 over talents), and a full refresh of every talent.
import { performance } from 'node:perf_hooks';
import { type Database, queryRows, schema } from '@talent/db';
import { type OccupationEntry, taxonomy } from '@talent/taxonomy';
import { sql } from 'drizzle-orm';
import {
  refreshSuggestions,
  updatePreferences,
  updateSkillsModel,
} from '../apps/api/src/modules/job-matching';
import { tagPendingJobs } from '../apps/api/src/modules/job-skills';

const round = (ms: number) => Math.round(ms * 100) / 100;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function makeTalents(db: Database, count: number): Promise<string[]> {
  const occupations = await queryRows<{
    occupationId: string;
    latitude: number;
    longitude: number;
  }>(
    db,
    sql`SELECT DISTINCT ON (jt.occupation_id) jt.occupation_id AS "occupationId", j.latitude, j.longitude
        FROM job_taxonomy jt JOIN job j ON j.id = jt.job_id
        WHERE jt.occupation_id IS NOT NULL AND j.latitude IS NOT NULL
        ORDER BY jt.occupation_id, j.id`,
  );
  // A kept database (--keep) has the talents of an earlier run: they are used again.
  const existing = await queryRows<{ userId: string; id: string }>(
    db,
    sql`SELECT user_id AS "userId", id FROM talent WHERE user_id LIKE 'bench-matching-%'`,
  );
  const made = new Map(existing.map((t) => [t.userId, t.id]));
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const kept = made.get(`bench-matching-${i}`);
    if (kept) {
      ids.push(kept);
      continue;
    }
    const pick = occupations[i % occupations.length];
    if (!pick) break;
    const occupation = taxonomy.byId(pick.occupationId, 'occupation') as OccupationEntry;
    const userId = `bench-matching-${i}`;
    await db
      .insert(schema.user)
      .values({ id: userId, name: `Talent ${i}`, email: `${userId}@example.com` });
    const [talent] = await db
      .insert(schema.talent)
      .values({ userId, fullName: `Talent ${i}` })
      .returning({ id: schema.talent.id });
    const talentId = talent?.id as string;
    await db.insert(schema.talentFile).values({
      talentId,
      kind: 'cv',
      fileName: 'resume.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1,
      storageKey: `bench/${userId}`,
    });
    await updatePreferences(db, talentId, {
      preferredRoles: [occupation.label],
      preferredLocation: {
        address: 'Near a job',
        latitude: pick.latitude,
        longitude: pick.longitude,
      },
      preferredLocationRadius: 50,
      workType: 'all',
    });
    await updateSkillsModel(db, talentId, {
      confirmedSkills: occupation.skills.slice(0, 5).map((label) => ({ label })),
      suggestedSkills: [],
    });
    ids.push(talentId);
  }
  return ids;
}

export async function benchMatching(db: Database, talentCount: number) {
  const tagStarted = performance.now();
  const tagged = await tagPendingJobs(db);
  const tagSeconds = round((performance.now() - tagStarted) / 1000);
  const talents = await makeTalents(db, talentCount);
  if (talents.length === 0) throw new Error('No tagged job has an occupation and a place');
  // One talent at a time, warmed up: the time a page waits when it works them out itself.
  for (const id of talents.slice(0, 3)) await refreshSuggestions(db, id);
  const samples: number[] = [];
  const kept: number[] = [];
  const sampleTalents = talents.slice(0, Math.min(talents.length, 100));
  for (const id of sampleTalents) {
    const started = performance.now();
    const result = await refreshSuggestions(db, id);
    samples.push(performance.now() - started);
    kept.push(result.kept);
  }
  samples.sort((a, b) => a - b);
  // Everyone, as the background job does after an import.
  const allStarted = performance.now();
  for (const id of talents) await refreshSuggestions(db, id);
  const allSeconds = round((performance.now() - allStarted) / 1000);
  const [jobs] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM job`);
  return {
    jobs: jobs?.n ?? 0,
    tagging: { jobs: tagged, seconds: tagSeconds },
    talents: talents.length,
    oneTalentRefreshMs: {
      p50: round(percentile(samples, 50)),
      p95: round(percentile(samples, 95)),
      max: round(samples.at(-1) ?? 0),
      suggestionsKeptMedian: [...kept].sort((a, b) => a - b)[Math.floor(kept.length / 2)] ?? 0,
    },
    fullRefresh: { talents: talents.length, seconds: allSeconds },
  };
}
