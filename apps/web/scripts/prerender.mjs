// After the web build: the pages whose first response carries their content (decisions 027 and
// 028), from the server build of src/prerender (vite build --ssr, in dist-server), written into
// copies of dist/index.html in dist/prerendered/. The sign-in page is drawn here once; each
// signed-in page gets a template (its chunks and styles, and a place for its content) that the
// API fills in per request with the page drawn by dist-server's renderSignedInPage. The server
// sends such a page instead of the empty index.html, and the app replaces its content when it
// starts. Until then its forms are inert: what a visitor typed would be lost when the app
// replaces them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const server = fileURLToPath(new URL('../dist-server/', import.meta.url));

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const index = readFileSync(`${dist}index.html`, 'utf8');
if (!index.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty root');

const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

/** The files route modules need (their chunks and their styles), by walking their imports. */
function filesOf(...sources) {
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`The build has no chunk for ${source}`);
    visit(source);
  }
  return { scripts, styles };
}

/**
 * index.html with the page's title and content, and the route's styles (they come with its
 * chunk, which the app loads after index.html) and chunks (preloaded); Mantine's light scheme
 * set as the app sets it.
 */
function pageOf({ title, html }, ...routeSources) {
  const { scripts, styles } = filesOf(...routeSources);
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

const { renderSignIn, FIRST_RESPONSE_PAGES, SIGNED_IN_LAYOUT, VISITOR_PAGES } = await import(
  `${server}server.js`
);
mkdirSync(`${dist}prerendered/signed-in`, { recursive: true });
writeFileSync(
  `${dist}prerendered/login.html`,
  pageOf(renderSignIn(), 'src/features/auth/routes/login-page.tsx'),
);
// The server writes the title, the page and its data in place of these (apps/api's
// signed-in-pages.ts).
const placeholder = { title: 'FIRST_RESPONSE_TITLE', html: '<!--first-response-->' };
for (const [page, sources] of Object.entries(FIRST_RESPONSE_PAGES)) {
  writeFileSync(
    `${dist}prerendered/signed-in/${page}.html`,
    pageOf(placeholder, ...SIGNED_IN_LAYOUT, ...sources),
  );
}
// A visitor's page names its own layout among its modules.
for (const [page, sources] of Object.entries(VISITOR_PAGES)) {
  writeFileSync(`${dist}prerendered/signed-in/${page}.html`, pageOf(placeholder, ...sources));
}
const templates = [...Object.keys(FIRST_RESPONSE_PAGES), ...Object.keys(VISITOR_PAGES)];
console.log(`Pre-rendered: login.html; templates of ${templates.join(', ')}`);
