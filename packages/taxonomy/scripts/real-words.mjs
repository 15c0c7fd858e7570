// Writes data/real-words.json: the real English words one letter away from a word of a name
// ("emailing" from "mailing", "pointing" from "painting"), which extract and resolve never read as
// a typo of that name's word, and the names' words it was made for (`checked`: only those are
// read from a typo, so a word a new name brings is read as written until this is run again). Run
// after adding entries, with an English word
// list (a JSON array or one word a line), e.g. the npm package an-array-of-english-words (MIT):
//   npm install --prefix /tmp/words an-array-of-english-words
//   node --import tsx packages/taxonomy/scripts/real-words.mjs /tmp/words/node_modules/an-array-of-english-words/index.json
import { readFileSync, writeFileSync } from 'node:fs';
import { allEntries } from '../src/data.ts';
import { normalise } from '../src/normalise.ts';
import { createTaxonomy, editDistanceAtMost, TYPO_MIN_LENGTH } from '../src/taxonomy.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: real-words.mjs WORD_LIST');
const raw = readFileSync(file, 'utf8');
const english = raw.trimStart().startsWith('[') ? JSON.parse(raw) : raw.split(/\r?\n/);
const vocabulary = createTaxonomy(allEntries).vocabulary();
const checked = [...vocabulary]
  .filter((w) => w.length >= TYPO_MIN_LENGTH - 1 && /^[a-z]+$/.test(w))
  .sort();
const byDeletion = new Map();
for (const word of checked) {
  for (let i = -1; i < word.length; i++) {
    const key = i < 0 ? word : word.slice(0, i) + word.slice(i + 1);
    byDeletion.set(key, [...(byDeletion.get(key) ?? []), word]);
  }
}
const words = new Set();
for (const written of english) {
  const word = normalise(written);
  if (word.length < TYPO_MIN_LENGTH || !/^[a-z]+$/.test(word) || vocabulary.has(word)) continue;
  for (let i = -1; i < word.length && !words.has(word); i++) {
    const key = i < 0 ? word : word.slice(0, i) + word.slice(i + 1);
    if ((byDeletion.get(key) ?? []).some((other) => editDistanceAtMost(word, other, 1)))
      words.add(word);
  }
}
const url = new URL('../data/real-words.json', import.meta.url);
writeFileSync(url, `${JSON.stringify({ words: [...words].sort(), checked }, null, 0)}\n`);
console.log(`${words.size} real words near ${checked.length} words of names.`);
