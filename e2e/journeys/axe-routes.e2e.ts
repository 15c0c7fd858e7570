// Every route of the app, signed out and as the demo talent, at 1280 and 390 px, with the app's
// own Content Security Policy in force (no bypass): axe-core finds no violation of any impact,
// and the page causes no CSP violation. Pages that need a link's token (unsubscribe, account
// deletion, consent renewal, password reset) are checked as they show without one. A route with
// an id takes it from the page that links to it, as a person reaches it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, settled, signIn } from '../support/browser';

const axeSource = readFileSync(
  join(import.meta.dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js'),
  'utf8',
);

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

interface Finding {
  id: string;
  impact: string | null;
  targets: string[];
}

/** A page with the real CSP (the context does not bypass it), its CSP reports collected. */
async function pageAt(width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 900 },
    isMobile: width < 768,
  });
  const page = await context.newPage();
  const csp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
  });
  return { page, csp };
}

/** Waits until the page has loaded what it asks for and its animations are over. */
async function ready(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await settled(page);
}

/**
 * Runs axe-core in the page. It is evaluated through the browser's debugging protocol, which
 * the page's CSP does not govern, so the page itself keeps its policy.
 */
async function axeViolations(page: Page): Promise<Finding[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Results = {
      violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
    };
    const { axe } = window as unknown as { axe: { run: () => Promise<Results> } };
    const results = await axe.run();
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
}

const WIDTHS = [1280, 390] as const;

const SIGNED_OUT = [
  '/talent/login',
  '/talent/sign-up',
  '/talent/forgot-password',
  '/talent/reset-password',
  '/talent/account-closed',
  '/talent/job-alerts/unsubscribe',
  '/talent/account/confirm-deletion',
  '/talent/connections/renew-consent',
];

const SIGNED_IN = [
  '/talent/home',
  '/talent/profile',
  '/talent/profile/edit-avatar',
  '/talent/profile/preview/network',
  '/talent/profile/preview/connections',
  '/talent/iframeable-profile',
  '/talent/find-jobs',
  '/talent/job-alerts/preferences',
  '/talent/job-alerts/results',
  '/talent/connections',
  '/talent/communities',
  '/talent/job-matching',
  '/talent/job-matching/walk-through',
  '/talent/job-matching/edit-skills',
  '/talent/job-matching/saved-jobs',
  '/talent/privacy',
  '/talent/job-applications/applied',
  '/talent/no-such-page',
];

/** The first open public advert the sitemap lists. */
async function publicAdvertPath(page: Page): Promise<string> {
  const sitemap = await (await page.request.get(`${baseUrl}/sitemap.xml`)).text();
  const loc = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
  assert.ok(loc, 'the sitemap lists an advert');
  return new URL(loc).pathname;
}

/** A route reached through a link of another page: the link's path. */
async function linkedPath(page: Page, from: string, href: RegExp): Promise<string> {
  await page.goto(`${baseUrl}${from}`);
  await ready(page);
  const paths = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const path = paths.find((p) => href.test(p));
  assert.ok(path, `${from} links to ${href}`);
  return path;
}

/** Checks each path in turn; answers every finding, each with its page, so one run shows all. */
async function check(page: Page, csp: string[], paths: string[]) {
  const found: (Finding & { path: string })[] = [];
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`);
    await ready(page);
    for (const violation of await axeViolations(page)) found.push({ path, ...violation });
  }
  return { found, csp };
}

for (const width of WIDTHS) {
  test(`signed out, at ${width} px: no axe or CSP violation on any page`, async () => {
    const { page, csp } = await pageAt(width);
    const paths = [...SIGNED_OUT, await publicAdvertPath(page)];
    assert.deepEqual(await check(page, csp, paths), { found: [], csp: [] });
    await page.context().close();
  });

  test(`signed in, at ${width} px: no axe or CSP violation on any page`, async () => {
    const { page, csp } = await pageAt(width);
    await signIn(page);
    const jobDetails = await linkedPath(page, '/talent/job-matching', /\/job-matching\/job\//);
    const alertPreferences = await linkedPath(
      page,
      '/talent/connections',
      /\/connections\/job-alert-preferences\//,
    );
    const paths = [...SIGNED_IN, jobDetails, alertPreferences];
    assert.deepEqual(await check(page, csp, paths), { found: [], csp: [] });
    await page.context().close();
  });
}
