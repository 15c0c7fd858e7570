// After the web build: the pages whose first response carries their content (decision 027),
// rendered by the server build of src/prerender (vite build --ssr, in dist-prerender) and
// written into a copy of dist/index.html, in dist/prerendered/. The server sends such a page
// instead of the empty index.html, and the app replaces its content when it starts. Until then
// the form is inert: what a visitor typed would be lost when the app replaces it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const server = fileURLToPath(new URL('../dist-prerender/', import.meta.url));

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const index = readFileSync(`${dist}index.html`, 'utf8');
if (!index.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty root');

const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

/** The files a route's module needs (its chunks and their styles), by walking its imports. */
function filesOf(source) {
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (!manifest[source]) throw new Error(`The build has no chunk for ${source}`);
  visit(source);
  return { scripts, styles };
}

/**
 * index.html with the page's title and content, and the route's styles (they come with its
 * chunk, which the app loads after index.html) and chunks (preloaded); Mantine's light scheme
 * set as the app sets it.
 */
function pageOf({ title, html }, routeSource) {
  const { scripts, styles } = filesOf(routeSource);
  const links = [
    ...[...styles]
      .filter((file) => !index.includes(`/talent/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/talent/${file}">`),
    ...[...scripts]
      .filter((file) => !index.includes(`/talent/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/talent/${file}">`),
  ];
  return index
    .replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
    .replace('<html lang="en-AU">', '<html lang="en-AU" data-mantine-color-scheme="light">')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${html.replaceAll('<form', '<form inert')}</div>`,
    );
}

const { renderSignIn } = await import(`${server}sign-in.js`);
mkdirSync(`${dist}prerendered`, { recursive: true });
writeFileSync(
  `${dist}prerendered/login.html`,
  pageOf(renderSignIn(), 'src/features/auth/routes/login-page.tsx'),
);
rmSync(server, { recursive: true, force: true });
console.log('Pre-rendered: login.html');
