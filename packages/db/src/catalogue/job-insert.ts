// The job row an import writes: every column but those the database owns (id, timestamps,
// the generated search vector). The import writes every one, nulls included, so that
// re-importing a posting clears what the feed no longer sends.
import type * as schema from '../schema';

export type JobInsert = Required<
  Omit<typeof schema.job.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>
>;
