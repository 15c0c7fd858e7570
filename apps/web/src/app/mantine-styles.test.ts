// The app loads Mantine's styles per component (main.tsx), so a component newly used without its
// CSS file would render unstyled. This follows Mantine's own modules from every component the
// app imports to the CSS modules they use, and checks that each of their style files is imported
// somewhere in the app.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '..');
const mantine = resolve(src, '../../../node_modules/@mantine');
const coreStyles = join(mantine, 'core/styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each package's exported names and the module that defines them (its esm/index.mjs). */
const exportsByPackage = new Map<string, Map<string, string>>();
function exportsOf(pkg: string): Map<string, string> {
  const known = exportsByPackage.get(pkg);
  if (known) return known;
  const index = join(mantine, pkg, 'esm/index.mjs');
  const names = new Map<string, string>();
  for (const [, list, from] of readFileSync(index, 'utf8').matchAll(
    /import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g,
  )) {
    if (!from?.startsWith('.')) continue;
    for (const part of (list ?? '').split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (name) names.set((alias ?? name).trim(), resolve(dirname(index), from));
    }
  }
  exportsByPackage.set(pkg, names);
  return names;
}

/** Which core styles file defines each of Mantine's class names (m_…). */
const fileOfClass = new Map<string, string>();
for (const file of readdirSync(coreStyles).filter(
  (f) => f.endsWith('.css') && !f.includes('layer'),
)) {
  for (const [, name] of readFileSync(join(coreStyles, file), 'utf8').matchAll(
    /\.(m_[0-9a-f]+)/g,
  )) {
    if (name && !fileOfClass.has(name)) fileOfClass.set(name, file);
  }
}

/** The style files a set of Mantine imports needs: core files by name, other packages whole. */
function stylesNeeded(imports: readonly [pkg: string, name: string][]): Set<string> {
  const needed = new Set<string>();
  const seen = new Set<string>();
  const stack = imports.flatMap(([pkg, name]) => exportsOf(pkg).get(name) ?? []);
  for (let module = stack.pop(); module; module = stack.pop()) {
    if (seen.has(module)) continue;
    seen.add(module);
    const code = readFileSync(module, 'utf8');
    if (module.endsWith('.module.mjs')) {
      const pkg = module.split('/@mantine/')[1]?.split('/')[0] ?? '';
      if (pkg !== 'core') needed.add(`@mantine/${pkg}/styles.css`);
      for (const [, name] of code.matchAll(/"(m_[0-9a-f]+)"/g)) {
        const file = name && fileOfClass.get(name);
        if (file) needed.add(`@mantine/core/styles/${file}`);
      }
      continue;
    }
    for (const [, list, from] of code.matchAll(
      /(?:import|export)\s*(?:[\w$]+\s*,?\s*)?(?:\{([^}]*)\}\s*)?(?:from\s*)?"([^"]+)"/g,
    )) {
      if (!from) continue;
      if (from.startsWith('.')) stack.push(resolve(dirname(module), from));
      else if (from.startsWith('@mantine/') && list) {
        const pkg = from.slice('@mantine/'.length);
        if (pkg === 'hooks' || pkg === 'store') continue;
        for (const part of list.split(',')) {
          const target = exportsOf(pkg).get(part.trim().split(/\s+as\s+/)[0] ?? '');
          if (target) stack.push(target);
        }
      }
    }
  }
  return needed;
}

describe("Mantine's styles, per component", () => {
  it('imports the style file of every Mantine component the app uses, and of what it is built on', () => {
    const used: [string, string][] = [];
    const imported = new Set<string>();
    for (const file of sourceFiles(src)) {
      const code = readFileSync(file, 'utf8');
      for (const [, list, pkg] of code.matchAll(
        /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/(core|dates|notifications|modals)'/g,
      )) {
        for (const part of (list ?? '').split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (name && /^[A-Z]/.test(name)) used.push([pkg as string, name]);
        }
      }
      for (const [, css] of code.matchAll(/import\s+'(@mantine\/[^']+\.css)'/g))
        imported.add(css as string);
    }
    expect(used.length).toBeGreaterThan(20);
    const missing = [...stylesNeeded(used)].filter((css) => !imported.has(css));
    expect(missing).toEqual([]);
  });
});
