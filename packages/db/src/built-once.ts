// A statement the app runs on every request is built once per database. drizzle builds a query's
// SQL text from its builder on every call, and on the profile read that building (the builder's
// objects, the text, drizzle's type checks on each part) was about a quarter of the app's CPU.
// A query built with placeholders (`sql.placeholder('talentId')`) and prepared keeps its text,
// its parameters' places and its rows' mapping; each call only fills in the values. It is
// prepared here, with an empty name, so the statement is named by its text per connection as
// every other statement is (prepared-statements.ts): a name of drizzle's own would be prepared
// twice in the embedded database's one session by two connections.
import type { Database } from './client';

type Values = Record<string, unknown>;

interface Runnable<Result> {
  execute(values: Values): Promise<Result>;
}

interface Preparable<Result> {
  prepare(name: string): Runnable<Result>;
}

/**
 * The query `build` gives (with placeholders), prepared once per database (a transaction is a
 * database of its own), and run with the call's values.
 */
export function builtOnce<Result>(
  build: (db: Database) => Preparable<Result>,
): (db: Database, values: Values) => Promise<Result> {
  const built = new WeakMap<Database, Runnable<Result>>();
  return (db, values) => {
    let query = built.get(db);
    if (!query) {
      query = build(db).prepare('');
      built.set(db, query);
    }
    return query.execute(values);
  };
}
