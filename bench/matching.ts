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
  scoreEveryJob,
  updatePreferences,
  updateSkillsModel,
} from '../apps/api/src/modules/job-matching';
import { tagPendingJobs } from '../apps/api/src/modules/job-skills';
import { latencyStats, round } from './stats';

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
 * can write and tag in reasonable time (1,000,000 jobs). The copies are not indexed for keyword
 * search (matching reads their place, dates and visibility only): such a catalogue is for the
 * matching bench, not the search bench.
 */
const COPY_CHUNK = 10_000;

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
  // In chunks (each one transaction, under the statement deadline), resumable: the n-th job
  // made copies original n modulo their count.
  let copies = 0;
  while (count < target) {
    const copy = Math.floor(count / originalCount);
    const offset = count % originalCount;
    const chunk = Math.min(COPY_CHUNK, originalCount - offset, target - count);
    await db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE copy_map ON COMMIT DROP AS
        SELECT o.id AS old_id, gen_random_uuid() AS new_id, ${String(copy)}::text AS copy
        FROM (${originals}) o OFFSET ${offset} LIMIT ${chunk}`);
      // The search trigger would index each copy's text again (an hour for 900,000): the
      // copy's search row has its place, dates and visibility, and no words.
      await tx.execute(sql`ALTER TABLE job DISABLE TRIGGER USER`);
      await tx.execute(
        sql.raw(`INSERT INTO job SELECT ${select} FROM copy_map m JOIN job j ON j.id = m.old_id`),
      );
      await tx.execute(sql`ALTER TABLE job ENABLE TRIGGER USER`);
      await tx.execute(sql`INSERT INTO searchable_job (job_id, community_id, published_at,
          applications_close_at, internal_only, latitude, longitude, title_vector, search_vector,
          filter_vector, role_vector, tag_vector, created_at)
        SELECT m.new_id, j.community_id, j.published_at, j.applications_close_at, j.internal_only,
          j.latitude, j.longitude, ''::tsvector, ''::tsvector, ''::tsvector, ''::tsvector,
          ''::tsvector, j.created_at
        FROM copy_map m JOIN job j ON j.id = m.new_id`);
      // The tags of the job copied, with the copy's place and visibility (as tagging writes them).
      const copied = sql.raw(`j.latitude, j.longitude, j.published_at, j.applications_close_at,
        j.internal_only, j.community_id`);
      await tx.execute(sql`INSERT INTO job_taxonomy (job_id, occupation_id, skills, version,
          job_updated_at, latitude, longitude, published_at, applications_close_at, internal_only,
          community_id)
        SELECT m.new_id, t.occupation_id, t.skills, t.version, t.job_updated_at, ${copied}
        FROM copy_map m JOIN job_taxonomy t ON t.job_id = m.old_id JOIN job j ON j.id = m.new_id`);
      await tx.execute(sql`INSERT INTO job_skill (job_id, skill_id, latitude, longitude,
          published_at, applications_close_at, internal_only, community_id)
        SELECT m.new_id, s.skill_id, ${copied}
        FROM copy_map m JOIN job_skill s ON s.job_id = m.old_id JOIN job j ON j.id = m.new_id`);
    });
    count += chunk;
    copies += chunk;
  }
  await queryRows(db, sql`ANALYZE`);
  return copies;
}

const RECALL_TALENTS = 10;

/**
 * How much of the exact answer (every visible job scored) the stored suggestions hold, which
 * candidate retrieval found: at k, the share of the best k scores it has (a job scoring as high
 * as the exact k-th counts, so ties do not matter), averaged over the talents.
 */
async function retrievalRecall(db: Database, talents: readonly string[]) {
  const at = { 10: 0, 100: 0 };
  for (const id of talents) {
    const exact = (await scoreEveryJob(db, id)).filter((s) => s.score >= 10).map((s) => s.score);
    const stored = await queryRows<{ score: number }>(
      db,
      sql`SELECT score FROM job_suggestion WHERE talent_id = ${id} AND status <> 'Deleted'`,
    );
    for (const k of [10, 100] as const) {
      const kth = exact[Math.min(k, exact.length) - 1];
      if (kth === undefined) {
        at[k] += 1;
        continue;
      }
      const found = stored.filter((s) => s.score >= kth).length;
      at[k] += Math.min(found, Math.min(k, exact.length)) / Math.min(k, exact.length);
    }
  }
  return {
    talents: talents.length,
    recallAt10: round(at[10] / Math.max(talents.length, 1)),
    recallAt100: round(at[100] / Math.max(talents.length, 1)),
  };
}

export async function benchMatching(db: Database, talentCount: number, jobTarget: number) {
  const tagStarted = performance.now();
  const tagged = await tagPendingJobs(db);
  const tagSeconds = round((performance.now() - tagStarted) / 1000);
  const copyStarted = performance.now();
  const copied = await copyCatalogue(db, jobTarget);
  const copySeconds = round((performance.now() - copyStarted) / 1000);
  // Steady state, as the search bench measures: the tables' visibility maps set, so the job
  // skills index answers alone.
  for (const table of ['job_skill', 'job_taxonomy', 'searchable_job'])
    await queryRows(db, sql.raw(`VACUUM ANALYZE ${table}`));
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
  const retrieval = await retrievalRecall(db, sampleTalents.slice(0, RECALL_TALENTS));
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
      ...latencyStats(samples),
      suggestionsKeptMedian: [...kept].sort((a, b) => a - b)[Math.floor(kept.length / 2)] ?? 0,
    },
    retrieval,
    fullRefresh: { talents: refreshed, seconds: allSeconds },
  };
}
