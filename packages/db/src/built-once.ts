// A statement the app runs on every request is built once per database. drizzle builds a query's
// SQL text from its builder on every call, and on the profile read that building (the builder's
// objects, the text, drizzle's type checks on each part) was about a quarter of the app's CPU.
// A query built with placeholders (`sql.placeholder('talentId')`) and prepared keeps its text,
// its parameters' places and its rows' mapping; each call only fills in the values. The name
// given to `prepare` is empty, so the statement is named by its text per connection as every
// other statement is (prepared-statements.ts).
import type { Database } from './client';

interface Runnable<Values, Result> {
  execute(values: Values): Promise<Result>;
}

/**
 * `build(db).prepare('')`, made once per database (a transaction is a database of its own), and
 * run with the call's values.
 */
export function builtOnce<Values extends Record<string, unknown>, Result>(
  build: (db: Database) => Runnable<Values, Result>,
): (db: Database, values: Values) => Promise<Result> {
  const built = new WeakMap<Database, Runnable<Values, Result>>();
  return (db, values) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query.execute(values);
  };
}
