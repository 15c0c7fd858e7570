// `node --import tsx bench/quality/generate-feed.ts [--check]`: writes the awkward feed
// (feed.json, a JSON array of schema.org JobPostings) and its cases (feed-cases.json) beside
// this file, formatted by the project's formatter; --check only says whether the files on disk
// hold what the generator writes.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { awkwardFeedFiles } from './awkward-feed';

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const files = awkwardFeedFiles();

if (process.argv.includes('--check')) {
  let stale = 0;
  for (const [name, text] of Object.entries(files)) {
    const onDisk = JSON.stringify(JSON.parse(readFileSync(here(name), 'utf8')));
    if (onDisk !== JSON.stringify(JSON.parse(text))) {
      console.error(`${name} is not what the generator writes: run it without --check`);
      stale++;
    }
  }
  process.exitCode = stale ? 1 : 0;
} else {
  for (const [name, text] of Object.entries(files)) writeFileSync(here(name), text);
  // Lint checks the JSON's layout too (files up to biome's 1 MiB limit).
  execFileSync('npx', ['biome', 'format', '--write', ...Object.keys(files).map(here)], {
    stdio: 'inherit',
  });
}
