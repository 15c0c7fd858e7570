// Adds the ids of new taxonomy entries to data/ids.lock.json (skill:id or occupation:id -> kind,
// profession:n -> occupation id, industry:n -> label). The lock only grows: data.test.ts fails
// when a locked id is gone from the data or now names something else, so an id is never removed
// (withdraw it instead) nor re-used.
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
const lockKey = (key, value) => {
  if (key in lock) return;
  lock[key] = value;
  added += 1;
};
for (const { id, kind } of entries)
  lockKey(`${kind === 'occupation' ? 'occupation' : 'skill'}:${id}`, kind);
// Numeric ids stored in profiles' roles: a profession id stays with its occupation, an industry
// id with its industry.
for (const o of data('occupations.json')) {
  if (o.professionId) lockKey(`profession:${o.professionId}`, o.id);
}
for (const i of data('industries.json')) lockKey(`industry:${i.id}`, i.label);
const sorted = Object.fromEntries(Object.entries(lock).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(lockUrl, `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`${added} id(s) added; ${Object.keys(sorted).length} locked.`);
