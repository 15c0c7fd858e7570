// The taxonomy in the database (copied at open) and the job tagging: every job gets its
// occupation and skills once, again when it changes, and its tags go with it.
import { schema, syncTaxonomy, taxonomyVersion } from '@talent/db';
import { buildCommunity, buildJob } from '@talent/db/testing';
import { licenceEntries, occupationEntries, skillEntries, taxonomy } from '@talent/taxonomy';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';
import { taggingCounts } from './job-skills.repo';
import { tagPendingJobs } from './tag-jobs-job';

const idOf = (label: string) => {
  const entry = taxonomy.resolve(label);
  if (!entry) throw new Error(`not in the taxonomy: ${label}`);
  return entry.id;
};

describeEachDatabase('job tagging', (ctx) => {
  const db = () => ctx().database.db;
  const count = async (table: string) => {
    const result = (await db().execute(
      sql.raw(`SELECT count(*)::int AS n FROM ${table}`),
    )) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]?.n;
  };
  const skillsOf = async (jobId: string) =>
    (
      await db()
        .select({ id: schema.jobSkill.skillId })
        .from(schema.jobSkill)
        .where(eq(schema.jobSkill.jobId, jobId))
    )
      .map((r) => r.id)
      .sort();

  it('holds the taxonomy of the package, at its version', async () => {
    expect(await count('taxonomy_skill')).toBe(skillEntries.length + licenceEntries.length);
    expect(await count('taxonomy_occupation')).toBe(occupationEntries.length);
    expect(await count('taxonomy_occupation_skill')).toBeGreaterThan(occupationEntries.length * 3);
    const [state] = await db().select().from(schema.taxonomyState);
    expect(state?.version).toBe(taxonomyVersion);
  });

  it('copies the data again only when its version changed', async () => {
    if (ctx().kind !== 'postgres') return; // the same code; one kind reaches its pool here
    const url = process.env.TEST_DATABASE_URL as string;
    const [{ name }] = (
      (await db().execute(sql`SELECT current_database() AS name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows as [{ name: string }];
    const pool = new pg.Pool({
      connectionString: Object.assign(new URL(url), { pathname: `/${name}` }).toString(),
      max: 1,
    });
    try {
      expect(await syncTaxonomy(pool)).toBe(false);
      await db().update(schema.taxonomyState).set({ version: 'older' });
      await db()
        .update(schema.taxonomySkill)
        .set({ label: 'stale' })
        .where(eq(schema.taxonomySkill.id, idOf('Wound care')));
      expect(await syncTaxonomy(pool)).toBe(true);
      const [wound] = await db()
        .select({ label: schema.taxonomySkill.label })
        .from(schema.taxonomySkill)
        .where(eq(schema.taxonomySkill.id, idOf('Wound care')));
      expect(wound?.label).toBe(taxonomy.byId(idOf('Wound care'))?.label);
    } finally {
      await pool.end();
    }
  });

  it('tags each job with the occupation of its title and the skills it mentions, once', async () => {
    const community = await buildCommunity(db());
    const nurse = await buildJob(db(), {
      communityId: community.id,
      roleName: 'Senior Registered Nurse - Night Shift',
      summary: 'Join our medical ward.',
      description:
        'You will provide wound care and medication administration. A current First Aid certificate is required; no forklift licence needed.',
      specialties: ['Patient assessment'],
    });
    const vague = await buildJob(db(), { communityId: community.id, roleName: 'Team member' });
    await tagPendingJobs(db());
    expect(await skillsOf(nurse.id)).toEqual(
      [
        idOf('Wound care'),
        idOf('Medication administration'),
        idOf('First Aid'),
        idOf('Patient assessment'),
      ].sort(),
    );
    const tags = await db().select().from(schema.jobTaxonomy);
    expect(tags.find((t) => t.jobId === nurse.id)?.occupationId).toBe('registered-nurse');
    expect(tags.find((t) => t.jobId === vague.id)).toMatchObject({
      occupationId: null,
      version: taxonomyVersion,
    });
    // Nothing left to do.
    expect(await tagPendingJobs(db())).toBe(0);

    // A re-imported (changed) job is tagged again.
    await db()
      .update(schema.job)
      .set({
        specialties: ['Forklift operation'],
        description: 'Pallet work.',
        updatedAt: sql`now() + interval '1 second'`,
      })
      .where(eq(schema.job.id, nurse.id));
    expect(await tagPendingJobs(db())).toBe(1);
    expect(await skillsOf(nurse.id)).toEqual([idOf('Forklift operation')]);

    const before = await taggingCounts(db(), taxonomyVersion);
    expect(before.tagged).toBeGreaterThanOrEqual(2);
    await db().delete(schema.job).where(eq(schema.job.id, nurse.id));
    expect(await skillsOf(nurse.id)).toEqual([]);
    expect((await taggingCounts(db(), taxonomyVersion)).tagged).toBe(before.tagged - 1);
  });

  it('tags again every job tagged against another taxonomy version', async () => {
    const community = await buildCommunity(db());
    await buildJob(db(), {
      communityId: community.id,
      roleName: 'Chef',
      description: 'Commercial cooking.',
    });
    await tagPendingJobs(db());
    await db().update(schema.jobTaxonomy).set({ version: 'older' });
    const all = await count('job');
    expect(await tagPendingJobs(db())).toBe(all);
  });
});
