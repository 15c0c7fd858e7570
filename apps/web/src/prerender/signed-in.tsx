// A signed-in page drawn on the server for its first response (decision 028): the API loads this
// module (built by `vite build --ssr` into dist-server) and calls renderSignedInPage for a page
// address with a way to call its own routes as the talent. The route's loaders run as in the
// browser (the session, the app config, the page's data), the app's own components draw the
// page with that data, and the data goes into the page beside it, so the app starts from the
// same data and draws the same page when it replaces the server's.
import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import { APP_BASE_PATH } from '@talent/contract';
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { AppFrame } from '../app/app';
import { enAU } from '../app/built-in-translations';
import { initI18n } from '../app/i18n';
import { createQueryClient } from '../app/query-client';
import { createAppRoutes } from '../app/router/app-routes';
import { documentTitle, pageTitleKey } from '../app/router/use-document-title';
import { type Send, setHttpSend } from '../shared/lib/http';
import { setServerDrawing, setServerOrigin } from '../shared/lib/page-origin';
import { setServerCookies } from '../shared/local-store/talent-local-store';

/**
 * The pages drawn on the server, by route id, with the modules (the build manifest's keys) whose
 * chunks and styles the page needs before the app starts: the shell's layout comes with every
 * one. The build writes each page's template from these (scripts/prerender.mjs).
 */
export const FIRST_RESPONSE_PAGES: Readonly<Record<string, readonly string[]>> = {
  home: [
    'src/features/home/routes/home-page.tsx',
    'src/features/home/routes/home-page-queries.ts',
    'src/app/layout/modal-outlet.tsx',
  ],
  'find-jobs': [
    'src/features/job-search/routes/find-jobs-page.tsx',
    'src/app/layout/modal-outlet.tsx',
  ],
  'job-matching': [
    'src/features/job-matching/routes/suggestions-page.tsx',
    'src/app/layout/modal-outlet.tsx',
  ],
  profile: [
    'src/features/profile/routes/profile-page.tsx',
    'src/features/profile/routes/profile-page-queries.ts',
    'src/app/layout/modal-outlet.tsx',
  ],
};

/**
 * Pages drawn on the server for a visitor alone (a signed-in talent's is drawn by the app), by
 * route id, with the modules they need, their layout's among them: the public advert, taken over
 * by the app like the signed-in pages (decision 018).
 */
export const VISITOR_PAGES: Readonly<Record<string, readonly string[]>> = {
  'job-advert': [
    'src/app/router/optional-sign-in-layout.tsx',
    'src/features/job-advert/routes/careers-job-page.tsx',
  ],
};

/**
 * What every signed-in page needs: the layout, and the parts drawn right after it that load their
 * code on demand (the account menu, the toasts' container), so that their styles are there from
 * the first paint instead of restyling the whole page when they arrive.
 */
export const SIGNED_IN_LAYOUT = [
  'src/app/router/signed-in-layout.tsx',
  'src/app/layout/account-menu.tsx',
  'src/app/notifications-container.ts',
];

export interface Talent {
  /** Calls the API as the talent (or the visitor). */
  send: Send;
  /** The page request's Cookie header (empty for a visitor): the talent's store on this device is one. */
  cookie: string;
}

export interface SignedInPage {
  /** The route id: its template is the build's `prerendered/signed-in/<page>.html`. */
  page: string;
  title: string;
  html: string;
  /** The query cache the page was drawn from, for the app to start from. */
  data: DehydratedState;
}

// Each page is rendered with its own talent's calls and store, also when two are rendered at once.
// Outside a render (this module loaded beside the app, as in the web tests) the app's own ways.
const talents = new AsyncLocalStorage<Talent & { origin: string }>();
setHttpSend((path, init) => (talents.getStore()?.send ?? fetch)(path, init));
setServerCookies(() => talents.getStore()?.cookie ?? globalThis.document?.cookie ?? '');
setServerOrigin(() => talents.getStore()?.origin ?? '');
setServerDrawing(() => talents.getStore() !== undefined);

/**
 * The page at `url` (its whole address, as the talent's browser has it, under the app's base
 * path) as the talent would see it; null when it is not one of FIRST_RESPONSE_PAGES, or the
 * talent is signed out (the loaders redirect), or a call failed (the app then shows the failure
 * itself). A page of VISITOR_PAGES is drawn for a visitor only.
 */
export function renderSignedInPage(url: string, talent: Talent): Promise<SignedInPage | null> {
  return talents.run({ ...talent, origin: new URL(url).origin }, () => render(url));
}

const isDrawn = (id: string | undefined) =>
  id !== undefined && (id in FIRST_RESPONSE_PAGES || id in VISITOR_PAGES);

/** The id of the page of FIRST_RESPONSE_PAGES or VISITOR_PAGES that these matches show alone, if any. */
function drawnPage(matches: readonly { route: { id?: string; element?: unknown } }[]) {
  const at = matches.findLastIndex(({ route }) => isDrawn(route.id));
  if (at < 0 || matches.slice(at + 1).some(({ route }) => route.element !== null)) return null;
  return matches[at]?.route.id ?? null;
}

async function render(url: string): Promise<SignedInPage | null> {
  const queryClient = createQueryClient();
  // The first response does not wait for a failing call to be tried again.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const routes = createAppRoutes(queryClient);
  // Another page's loaders are not run at all. The page itself, not a dialog over it (the photo
  // editor's address): below the page, only routes that draw nothing (a page's "alone" child).
  const target = drawnPage(matchRoutes(routes, new URL(url), APP_BASE_PATH) ?? []);
  if (!target) return null;
  const handler = createStaticHandler(routes, { basename: APP_BASE_PATH });
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
  const page = drawnPage(context.matches);
  if (page !== target) return null;
  // A visitor's page, and the optional sign-in found a talent: the app draws it.
  if (page in VISITOR_PAGES && context.loaderData['optional-sign-in']) return null;
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  if (failed) return null;

  const i18n = initI18n(enAU);
  // Drawn to the end: the parts that load their code on demand (the account menu, the side nav's
  // badge) are drawn too, not left for the browser to draw (React's hydration would report each
  // as a part the server could not draw, and draw it again at once).
  const { prelude } = await prerenderToNodeStream(
    <AppFrame routes={routes} queryClient={queryClient} i18n={i18n}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppFrame>,
    // Every part in place in the markup: none sent apart to be moved in by an inline script,
    // which the app's content security policy would not run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  if (html.includes('<script')) throw new Error('The page was drawn with a script in it');
  const titleKey = pageTitleKey(context.matches.map((match) => match.route));
  return {
    page,
    title: documentTitle(titleKey ? i18n.t(titleKey) : undefined, i18n.t('app.name')),
    html,
    data: dehydrate(queryClient),
  };
}
