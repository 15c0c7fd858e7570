// Rebuilds what job search derives from the whole catalogue after a bulk change (an import,
// the demo data): the words of job titles and skills that keyword typos are corrected
// against, and on PostgreSQL the planner statistics (without them full text + radius search
// picks bad plans: DESIGN.md, known pitfalls).
import { sql } from 'drizzle-orm';
import { type Database, isEmbeddedDatabase } from '../client';

export async function refreshSearchData(db: Database): Promise<void> {
  // One statement: words no job uses any more go, the rest are upserted. Unchanged counts are
  // not rewritten, so a re-import that changes little leaves few dead rows behind. The
  // 'simple' configuration keeps words whole (no stemming) so corrections are real words; words
  // are read as the search reads them (accents folded, punctuation a space: migration 0015).
  await db.execute(sql`
    WITH stat AS (
      SELECT word, ndoc FROM ts_stat($$
        SELECT to_tsvector('talent_simple',
          talent_search_text(role_name || ' ' || talent_immutable_join(specialties)))
        FROM job
      $$)
    ),
    gone AS (
      DELETE FROM job_word w WHERE NOT EXISTS (SELECT 1 FROM stat s WHERE s.word = w.word)
    )
    INSERT INTO job_word (word, documents)
    SELECT word, ndoc FROM stat
    ON CONFLICT (word) DO UPDATE SET documents = excluded.documents
    WHERE job_word.documents IS DISTINCT FROM excluded.documents`);
  // Not on the embedded database: its ANALYZE right after the word upsert has, now and then,
  // left the next query spinning (decisions 008 and 010); its tables are small enough for the
  // default estimates.
  if (!isEmbeddedDatabase(db)) await db.execute(sql`ANALYZE`);
}
