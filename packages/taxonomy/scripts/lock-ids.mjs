// Adds the ids of new taxonomy entries to data/ids.lock.json (id -> kind). The lock only grows:
// data.test.ts fails when a locked id is gone from the data or changed kind, so an id is never
// removed (withdraw it instead) nor re-used for something else.
import { readFileSync, writeFileSync } from 'node:fs';

const data = (name) =>
  JSON.parse(readFileSync(new URL(`../data/${name}`, import.meta.url), 'utf8'));
const lockUrl = new URL('../data/ids.lock.json', import.meta.url);
let lock = {};
try {
  lock = JSON.parse(readFileSync(lockUrl, 'utf8'));
} catch {
  lock = {};
}
const entries = [
  ...data('skills-sectors.json'),
  ...data('skills-technology.json'),
  ...data('licences.json'),
  ...data('occupations.json').map((o) => ({ ...o, kind: 'occupation' })),
];
let added = 0;
for (const { id, kind } of entries) {
  const key = `${kind === 'occupation' ? 'occupation' : 'skill'}:${id}`;
  if (!(key in lock)) {
    lock[key] = kind;
    added += 1;
  }
}
const sorted = Object.fromEntries(Object.entries(lock).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(lockUrl, `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`${added} id(s) added; ${Object.keys(sorted).length} locked.`);
