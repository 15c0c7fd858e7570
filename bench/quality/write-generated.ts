// What the quality set's generators do with the files they make (JSON beside this file):
// write them and lay them out with the project's formatter (lint checks the JSON's layout too,
// for files up to biome's 1 MiB limit), or with --check only say whether the files on disk hold
// what the generator writes (exit 1 when one does not).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export function writeGenerated(files: Record<string, string>, argv = process.argv): void {
  if (argv.includes('--check')) {
    let stale = 0;
    for (const [name, text] of Object.entries(files)) {
      let onDisk = '';
      try {
        onDisk = JSON.stringify(JSON.parse(readFileSync(here(name), 'utf8')));
      } catch {
        // Missing or not JSON: stale.
      }
      if (onDisk !== JSON.stringify(JSON.parse(text))) {
        console.error(`${name} is not what the generator writes: run it without --check`);
        stale++;
      }
    }
    process.exitCode = stale ? 1 : 0;
    return;
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(here(name), text);
  execFileSync('npx', ['biome', 'format', '--write', ...Object.keys(files).map(here)], {
    stdio: 'inherit',
  });
}
