// npm run bench -- --web: what a first visit of each route loads, from the web build's manifest
// (apps/web/dist/.vite/manifest.json; run npm run build:web first). A route's initial JavaScript
// is the app's entry with every chunk it imports statically, and what the router loads for it
// with every chunk those import statically: its layout (the signed-in shell, or the public
// advert's layout; none for the sign-in pages), the modal host when the page opens dialogs, and
// the page's own chunk. Printed per route,
// raw and gzipped, with the CSS the same chunks bring. Target (issue "Web performance"): the
// sign-in page and the signed-in shell with Home at most 250 KB of gzipped JavaScript each.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const BUDGET_KB = 250;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function benchWeb() {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('No web build: run npm run build:web first');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(join(dist, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  };
  /** The chunk and every chunk it imports statically, by manifest key. */
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, into);
    return into;
  };
  const [entryKey] = Object.entries(manifest).find(([, c]) => c.isEntry) ?? [];
  if (!entryKey) throw new Error('The manifest has no entry');
  const entry = closure(entryKey);
  const measure = (keys: Set<string>) => {
    let js = 0;
    let jsGzip = 0;
    let css = 0;
    let cssGzip = 0;
    const cssFiles = new Set<string>();
    for (const key of keys) {
      const chunk = manifest[key]!;
      const size = sizeOf(chunk.file);
      js += size.raw;
      jsGzip += size.gzip;
      for (const file of chunk.css ?? []) cssFiles.add(file);
    }
    for (const file of cssFiles) {
      const size = sizeOf(file);
      css += size.raw;
      cssGzip += size.gzip;
    }
    return {
      jsKB: kb(js),
      jsGzipKB: kb(jsGzip),
      cssKB: kb(css),
      cssGzipKB: kb(cssGzip),
      chunks: keys.size,
    };
  };
  // The pages the router loads: the route modules (features/*/routes/*, lazyPage).
  const pages = Object.entries(manifest)
    .filter(([key, c]) => c.isDynamicEntry && /features\/.+\/routes\//.test(key))
    .map(([key]) => key)
    .sort();
  const keyOf = (path: string) => Object.keys(manifest).find((k) => k.endsWith(path));
  const signedIn = keyOf('app/router/signed-in-layout.tsx');
  const visitor = keyOf('app/router/optional-sign-in-layout.tsx');
  const modalHost = keyOf('app/layout/modal-outlet.tsx');
  /** What the router loads with a page besides its own chunk (see app-routes.tsx). */
  const around = (page: string): (string | undefined)[] => {
    if (/features\/auth\//.test(page)) return [];
    // The advert: a visitor's layout and, for a signed-in talent, the shell's (the larger).
    const layout = /features\/job-advert\//.test(page) ? [visitor, signedIn] : [signedIn];
    // The pages whose routes have dialogs as child routes.
    const dialogs = /(profile-page|suggestions-page|job-details-page)\.tsx$/.test(page);
    return [...layout, ...(dialogs ? [modalHost] : [])];
  };
  const routes = pages.map((key) => {
    const keys = new Set([...entry, ...closure(key)]);
    for (const more of around(key)) if (more) closure(more, keys);
    return { page: key.replace(/^.*features\//, ''), ...measure(keys) };
  });
  const find = (name: string) => routes.find((r) => r.page.endsWith(name));
  const signIn = find('auth/routes/login-page.tsx');
  const home = find('home/routes/home-page.tsx');
  return {
    budgetGzipKB: BUDGET_KB,
    entry: measure(entry),
    signIn: signIn && { ...signIn, withinBudget: signIn.jsGzipKB <= BUDGET_KB },
    shellAndHome: home && { ...home, withinBudget: home.jsGzipKB <= BUDGET_KB },
    largestRoute: [...routes].sort((a, b) => b.jsGzipKB - a.jsGzipKB)[0],
    routes,
    allJavaScriptGzipKB: kb(
      Object.values(manifest)
        .filter((c) => c.file.endsWith('.js'))
        .reduce((sum, c) => sum + sizeOf(c.file).gzip, 0),
    ),
  };
}
