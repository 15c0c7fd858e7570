// Checks the module boundaries of DESIGN.md, run by `npm run lint`:
// - an API module (apps/api/src/modules/<name>) and a web feature (apps/web/src/features/<name>)
//   is used by others only through its public entry (its index.ts);
// - routes call services only: a *.routes.ts file imports no *.repo.ts file.
// Tests (*.test.ts[x], test-support.ts[x], src/test/, the security suites in src/security/) may
// reach inside, to set up what they check. Prints each violation as file:line and exits 1 when there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The areas whose folders are units with a public entry. */
export const UNIT_ROOTS = ['apps/api/src/modules', 'apps/web/src/features'];

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s(?:type\s)?(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const isTest = (path) =>
  /\.test\.tsx?$/.test(path) ||
  /(^|\/)test-support\.tsx?$/.test(path) ||
  /\/src\/(test|security)\//.test(path);

function sourceFiles(root, dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') sourceFiles(root, path, out);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The unit (e.g. 'apps/api/src/modules/careers') a repo-relative path lies in, or null. */
function unitOf(path) {
  for (const root of UNIT_ROOTS) {
    if (path.startsWith(`${root}/`)) {
      const name = path.slice(root.length + 1).split('/')[0];
      // A loose file beside the units (e.g. modules/profile-deps.ts) is shared, not a unit.
      return path.slice(root.length + 1).includes('/') ? `${root}/${name}` : null;
    }
  }
  return null;
}

/** The repo-relative file or folder a relative import names (extension resolved). */
function target(root, fromFile, specifier) {
  const base = resolve(root, dirname(fromFile), specifier);
  const candidates = [base, ...['.ts', '.tsx', '.mjs', '.js'].map((ext) => base + ext)];
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  for (const index of ['index.ts', 'index.tsx']) {
    if (existsSync(join(base, index))) return relative(root, join(base, index));
  }
  return relative(root, base);
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** Every violation under `root` (a checkout), as { file, line, message }. */
export function findViolations(root) {
  const violations = [];
  const dirs = ['apps/api/src', 'apps/web/src'];
  for (const file of dirs.flatMap((dir) => sourceFiles(root, join(root, dir)))) {
    const path = relative(root, file).split(sep).join('/');
    if (isTest(path)) continue;
    const text = readFileSync(file, 'utf8');
    const fromUnit = unitOf(path);
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier?.startsWith('.')) continue;
      const to = target(root, path, specifier).split(sep).join('/');
      // The match may start with the whitespace before `import`.
      const line = lineOf(text, (match.index ?? 0) + match[0].search(/\S/));
      const toUnit = unitOf(to);
      if (toUnit && toUnit !== fromUnit && !/^index\.tsx?$/.test(to.slice(toUnit.length + 1))) {
        violations.push({
          file: path,
          line,
          message: `imports ${to} from inside ${toUnit}: use its public entry (${toUnit}/index.ts)`,
        });
      }
      if (/\.routes\.ts$/.test(path) && /\.repo\.ts$/.test(to)) {
        violations.push({
          file: path,
          line,
          message: `a route imports the repository ${to}: routes call services only`,
        });
      }
    }
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const violations = findViolations(root);
  for (const v of violations) console.error(`${v.file}:${v.line}  ${v.message}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} module boundary violation(s) (see DESIGN.md).`);
    process.exit(1);
  }
  console.log('Module boundaries: no violation.');
}
