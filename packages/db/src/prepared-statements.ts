// Statements the app sends again and again are prepared once per connection: node-postgres
// sends a named statement's Parse only the first time on a connection, and the server keeps it
// parsed (and, once it has seen that a generic plan does as well as a custom one, planned).
// Unnamed, every call is parsed, analysed and planned anew: on the small lookups most requests
// make, that was most of the database's work (decision 026).
import type pg from 'pg';

/** Distinct statement texts that get a name; past this, new texts run unnamed (a safety cap). */
const NAMED_MAX = 2_000;

/**
 * Starts the text of a statement whose best plan depends on its values (a job search: a rare
 * word and a common one, a place and none). A named statement is given a generic plan after five
 * runs when that looks no costlier, and on 1,000,000 jobs the generic plan of a search was several
 * times slower. On PostgreSQL such a statement runs on connections that plan every call for its
 * values (`plannedPerCallDatabase` in client.ts), or, in a transaction, unnamed. The embedded
 * database keeps it named: its catalogue is small enough for the generic plan, and parsing and
 * planning again in WebAssembly cost more than they saved (decision 026).
 */
export const PLANNED_PER_CALL = '/* planned per call */';

const hasValues = (values: unknown) => Array.isArray(values) && values.length > 0;

/**
 * Gives every statement with parameters a name by its text, per connection of `pool`. A name
 * carries its connection's number: the embedded database serves every connection in one
 * session, where two connections' statements of one name would collide. With
 * `planMarkedPerCall`, a statement that starts with PLANNED_PER_CALL stays unnamed.
 */
export function prepareRepeatedStatements(pool: pg.Pool, options: { planMarkedPerCall: boolean }) {
  const numbers = new Map<string, number>();
  let connections = 0;
  pool.on('connect', (client) => {
    const connection = ++connections;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      if (
        config !== null &&
        typeof config === 'object' &&
        'text' in config &&
        typeof config.text === 'string' &&
        !('name' in config && config.name) &&
        hasValues('values' in config ? config.values : rest[0]) &&
        !(options.planMarkedPerCall && config.text.startsWith(PLANNED_PER_CALL))
      ) {
        let number = numbers.get(config.text);
        if (number === undefined && numbers.size < NAMED_MAX) {
          number = numbers.size + 1;
          numbers.set(config.text, number);
        }
        if (number !== undefined)
          return query({ ...config, name: `s${number}c${connection}` }, ...rest);
      }
      return query(config, ...rest);
    }) as typeof client.query;
  });
}
