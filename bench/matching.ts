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
  refreshEveryone,
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

/**
 * Makes the catalogue `target` jobs large by copying the generated (and tagged) jobs: each copy
 * has its own id and codes, its place moved by up to about 40 km and its date by up to 20 days,
 * and the skills and occupation of the job it copies. For a catalogue larger than the generator
 * can write and tag in reasonable time (1,000,000 jobs); the search trigger indexes the copies.
 */
async function copyCatalogue(db: Database, target: number) {
  const [have] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM job`);
  let count = have?.n ?? 0;
  if (count >= target) return 0;
  const columns = await queryRows<{ name: string }>(
    db,
    sql`SELECT column_name AS name FROM information_schema.columns
        WHERE table_name = 'job' AND table_schema = current_schema() ORDER BY ordinal_position`,
  );
  const changed: Record<string, string> = {
    id: 'm.new_id',
    external_id: `j.external_id || '#' || m.copy`,
    matching_reference_id: `j.matching_reference_id || '-' || m.copy`,
    url_code: `j.url_code || '-' || m.copy`,
    custom_code: `j.custom_code || '-' || m.copy`,
    latitude: 'j.latitude + (random() - 0.5) * 0.7',
    longitude: 'j.longitude + (random() - 0.5) * 0.7',
    published_at: `j.published_at - (random() * 20) * interval '1 day'`,
  };
  const select = columns.map((c) => changed[c.name] ?? `j.${c.name}`).join(', ');
  const originals = sql`SELECT id FROM job WHERE external_id NOT LIKE '%#%' ORDER BY id`;
  const [{ n: originalCount } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (${originals}) o`,
  );
  let copies = 0;
  for (let copy = 1; count < target; copy++) {
    const batch = Math.min(originalCount, target - count);
    await db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE copy_map ON COMMIT DROP AS
        SELECT o.id AS old_id, gen_random_uuid() AS new_id, ${String(copy)}::text AS copy
        FROM (${originals}) o LIMIT ${batch}`);
      await tx.execute(
        sql.raw(`INSERT INTO job SELECT ${select} FROM copy_map m JOIN job j ON j.id = m.old_id`),
      );
      await tx.execute(sql`INSERT INTO job_taxonomy (job_id, occupation_id, version, job_updated_at)
        SELECT m.new_id, t.occupation_id, t.version, t.job_updated_at
        FROM copy_map m JOIN job_taxonomy t ON t.job_id = m.old_id`);
      await tx.execute(sql`INSERT INTO job_skill (job_id, skill_id)
        SELECT m.new_id, s.skill_id FROM copy_map m JOIN job_skill s ON s.job_id = m.old_id`);
    });
    count += batch;
    copies += batch;
  }
  await queryRows(db, sql`ANALYZE`);
  return copies;
}

export async function benchMatching(db: Database, talentCount: number, jobTarget: number) {
  const tagStarted = performance.now();
  const tagged = await tagPendingJobs(db);
  const tagSeconds = round((performance.now() - tagStarted) / 1000);
  const copyStarted = performance.now();
  const copied = await copyCatalogue(db, jobTarget);
  const copySeconds = round((performance.now() - copyStarted) / 1000);
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
  const refreshed = await refreshEveryone(db);
  const allSeconds = round((performance.now() - allStarted) / 1000);
  const [jobs] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM job`);
  return {
    jobs: jobs?.n ?? 0,
    tagging: { jobs: tagged, seconds: tagSeconds },
    ...(copied > 0 ? { copied: { jobs: copied, seconds: copySeconds } } : {}),
    talents: talents.length,
    oneTalentRefreshMs: {
      p50: round(percentile(samples, 50)),
      p95: round(percentile(samples, 95)),
      max: round(samples.at(-1) ?? 0),
      suggestionsKeptMedian: [...kept].sort((a, b) => a - b)[Math.floor(kept.length / 2)] ?? 0,
    },
    fullRefresh: { talents: refreshed, seconds: allSeconds },
  };
}
