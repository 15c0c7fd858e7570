// Copies the taxonomy's data (@talent/taxonomy) into its tables when the data's version differs
// from what they hold: run after the migrations each time a database is opened, so a release
// with new or changed entries brings them in, and an unchanged one costs one query. Skills and
// occupations are upserted, never deleted (stored jobs refer to them); an id gone from the data
// is marked withdrawn. An advisory lock keeps two processes from doing it at once.
import { createHash } from 'node:crypto';
import {
  licenceEntries,
  nameForms,
  occupationEntries,
  skillEntries,
  taxonomy,
} from '@talent/taxonomy';
import type pg from 'pg';

const SYNC_LOCK = 7354002;

/** A hash of the data: it changes whenever an entry does. */
export const taxonomyVersion = createHash('sha256')
  .update(JSON.stringify([skillEntries, licenceEntries, occupationEntries]))
  .digest('hex')
  .slice(0, 16);

const formsOf = (names: readonly string[]) => [...new Set(names.flatMap(nameForms))];

function rows() {
  const skills = [...skillEntries, ...licenceEntries].map((e) => ({
    id: e.id,
    kind: e.kind,
    label: e.label,
    category: e.category,
    names: formsOf([e.label, ...e.aliases, ...(e.misspellings ?? [])]),
    withdrawn: Boolean(e.withdrawn),
  }));
  const occupations = occupationEntries.map((o) => ({
    id: o.id,
    label: o.label,
    anzsco: o.anzsco,
    titles: formsOf([o.label, ...o.aliases]),
    profession_id: o.professionId ?? null,
    withdrawn: Boolean(o.withdrawn),
  }));
  const usual = occupationEntries.flatMap((o) =>
    [...taxonomy.usualSkills(o.id)].map((skill_id) => ({ occupation_id: o.id, skill_id })),
  );
  return { skills, occupations, usual };
}

/** Brings the taxonomy tables to the data's version; true when they were rewritten. */
export async function syncTaxonomy(pool: pg.Pool): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SYNC_LOCK]);
    const current = await client.query<{ version: string }>(
      'SELECT version FROM taxonomy_state WHERE id = 1',
    );
    if (current.rows[0]?.version === taxonomyVersion) {
      await client.query('COMMIT');
      return false;
    }
    const { skills, occupations, usual } = rows();
    await client.query(
      `INSERT INTO taxonomy_skill (id, kind, label, category, names, withdrawn)
       SELECT id, kind, label, category, names, withdrawn FROM jsonb_to_recordset($1::jsonb)
         AS x(id text, kind text, label text, category text, names text[], withdrawn boolean)
       ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, label = excluded.label,
         category = excluded.category, names = excluded.names, withdrawn = excluded.withdrawn`,
      [JSON.stringify(skills)],
    );
    await client.query(
      `UPDATE taxonomy_skill SET withdrawn = true WHERE NOT (id = ANY($1::text[]))`,
      [skills.map((s) => s.id)],
    );
    // Profession ids are unique: free them first, so one may move between occupations.
    await client.query('UPDATE taxonomy_occupation SET profession_id = NULL');
    await client.query(
      `INSERT INTO taxonomy_occupation (id, label, anzsco, titles, profession_id, withdrawn)
       SELECT id, label, anzsco, titles, profession_id, withdrawn FROM jsonb_to_recordset($1::jsonb)
         AS x(id text, label text, anzsco text, titles text[], profession_id integer, withdrawn boolean)
       ON CONFLICT (id) DO UPDATE SET label = excluded.label, anzsco = excluded.anzsco,
         titles = excluded.titles, profession_id = excluded.profession_id,
         withdrawn = excluded.withdrawn`,
      [JSON.stringify(occupations)],
    );
    await client.query(
      `UPDATE taxonomy_occupation SET withdrawn = true WHERE NOT (id = ANY($1::text[]))`,
      [occupations.map((o) => o.id)],
    );
    await client.query('DELETE FROM taxonomy_occupation_skill');
    await client.query(
      `INSERT INTO taxonomy_occupation_skill (occupation_id, skill_id)
       SELECT occupation_id, skill_id FROM jsonb_to_recordset($1::jsonb)
         AS x(occupation_id text, skill_id text)`,
      [JSON.stringify(usual)],
    );
    await client.query(
      `INSERT INTO taxonomy_state (id, version, loaded_at) VALUES (1, $1, now())
       ON CONFLICT (id) DO UPDATE SET version = excluded.version, loaded_at = now()`,
      [taxonomyVersion],
    );
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
