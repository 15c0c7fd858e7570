import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';

// Test files share their worker's module cache and environment (isolate: false): loading the app,
// Mantine and jsdom once per worker instead of once per file made the web tests 4x faster. A
// file that replaces a module (vi.mock) cannot share: another file may have loaded the real one
// first. Those files, found by their vi.mock call, run isolated in a project of their own; so do
// the files that draw pages with React's asynchronous server renderer (renderSignedInPage): it
// leaves the last page's context values in place until its next render, where the browser
// renderer of the next file would read them.
const WEB_ROOT = 'apps/web';
function mockingTestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : mockingTestFiles(path);
    if (!/\.test\.tsx?$/.test(entry.name)) return [];
    const text = readFileSync(path, 'utf8');
    return text.includes('vi.mock(') || text.includes('renderSignedInPage(')
      ? [relative(WEB_ROOT, path)]
      : [];
  });
}
const webMocking = mockingTestFiles(join(WEB_ROOT, 'src'));

const web = {
  extends: './apps/web/vite.config.ts',
  test: {
    root: './apps/web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Mantine through the app's build, as the browser gets it: with the app's useId
    // (src/app/mantine-use-id.ts).
    server: { deps: { inline: [/@mantine[\\/]/] } },
  },
} as const;

export default defineConfig({
  test: {
    // Two at a time even on two cores: much of a test's time is spent waiting on its database.
    maxWorkers: 2,
    projects: [
      {
        ...web,
        test: {
          ...web.test,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: webMocking,
          isolate: false,
        },
      },
      ...(webMocking.length > 0
        ? [{ ...web, test: { ...web.test, name: 'web-mocking', include: webMocking } }]
        : []),
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'apps/api/src/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          isolate: false,
          globalSetup: ['./packages/db/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
