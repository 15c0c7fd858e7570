// `node --import tsx bench/quality/generate-search-feed.ts [--check]`: writes the search feed
// (search-feed.json, a JSON array of schema.org JobPostings), its cases (search-feed-cases.json)
// and the search quality queries over both feeds (search-queries.json) beside this file,
// formatted by the project's formatter; --check only says whether the files on disk hold what
// the generator writes.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { searchFeedFiles } from './search-feed';
import { searchQueryFiles } from './search-queries';

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const files: Record<string, string> = { ...searchFeedFiles(), ...searchQueryFiles() };

if (process.argv.includes('--check')) {
  let stale = 0;
  for (const [name, text] of Object.entries(files)) {
    let onDisk: string;
    try {
      onDisk = JSON.stringify(JSON.parse(readFileSync(here(name), 'utf8')));
    } catch {
      onDisk = '';
    }
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
