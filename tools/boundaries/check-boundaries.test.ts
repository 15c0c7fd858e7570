import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findViolations } from './check-boundaries.mjs';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A checkout with these files (path -> text). */
function checkout(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const api = 'apps/api/src/modules';
const base = {
  [`${api}/jobs/index.ts`]: "export { findJob } from './jobs.service';\n",
  [`${api}/jobs/jobs.service.ts`]:
    "import { jobRow } from './jobs.repo';\nexport const findJob = jobRow;\n",
  [`${api}/jobs/jobs.repo.ts`]: 'export const jobRow = () => null;\n',
  [`${api}/jobs/jobs.routes.ts`]: "import { findJob } from './jobs.service';\n",
};

describe('module boundaries', () => {
  it('accepts a module used through its public entry, and routes that call services', () => {
    const dir = checkout({
      ...base,
      [`${api}/alerts/alerts.service.ts`]: "import { findJob } from '../jobs';\n",
      'apps/api/src/app.ts': "import { findJob } from './modules/jobs';\n",
    });
    expect(findViolations(dir)).toEqual([]);
  });

  it('fails on a deliberately wrong import: another module reached inside', () => {
    const dir = checkout({
      ...base,
      [`${api}/alerts/alerts.service.ts`]:
        "import type { X } from './types';\nimport { jobRow } from '../jobs/jobs.repo';\n",
    });
    expect(findViolations(dir)).toEqual([
      {
        file: `${api}/alerts/alerts.service.ts`,
        line: 2,
        message: expect.stringContaining(`use its public entry (${api}/jobs/index.ts)`),
      },
    ]);
  });

  it('fails on a route that imports a repository, even its own', () => {
    const dir = checkout({
      ...base,
      [`${api}/jobs/jobs.routes.ts`]: "import { jobRow } from './jobs.repo';\n",
    });
    expect(findViolations(dir).map((v: { message: string }) => v.message)).toEqual([
      expect.stringContaining('routes call services only'),
    ]);
  });

  it('fails on a web feature reached inside from another feature or the app', () => {
    const web = 'apps/web/src/features';
    const dir = checkout({
      [`${web}/auth/index.ts`]: "export { useSignOut } from './hooks/use-sign-out';\n",
      [`${web}/auth/hooks/use-sign-out.ts`]: 'export const useSignOut = () => {};\n',
      [`${web}/home/home-page.tsx`]: "import { useSignOut } from '../auth/hooks/use-sign-out';\n",
      'apps/web/src/app/menu.tsx': "export { useSignOut } from '../features/auth';\n",
    });
    expect(findViolations(dir).map((v: { file: string }) => v.file)).toEqual([
      `${web}/home/home-page.tsx`,
    ]);
  });

  it('lets tests reach inside to set up what they check', () => {
    const dir = checkout({
      ...base,
      [`${api}/alerts/alerts.test.ts`]: "import { jobRow } from '../jobs/jobs.repo';\n",
      [`${api}/alerts/test-support.ts`]: "import { jobRow } from '../jobs/jobs.repo';\n",
    });
    expect(findViolations(dir)).toEqual([]);
  });

  it('finds no violation in this project', () => {
    const project = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    expect(findViolations(project)).toEqual([]);
  });
});
