// Playwright (playwright-core) driving the machine's Chromium, headless; a page per test,
// screenshots under e2e/screenshots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
export const demo = { email: 'demo@example.com', password: process.env.DEMO_PASSWORD ?? '' };
/** The second demo talent: connected only to a community with no open job. */
export const newcomer = { email: 'sam.taylor@example.com', password: demo.password };
const screenshotsDir = join(import.meta.dirname, '..', 'screenshots');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: join(screenshotsDir, `${name}.png`), fullPage: true });
}

/** Signs in through the login page, as a person would. */
export async function signIn(page: Page, credentials = demo) {
  await page.goto(`${baseUrl}/talent/login`);
  await page.getByLabel('Email address').fill(credentials.email);
  await page.getByLabel(/^Password/).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The login page has an h1 of its own: wait until the app has left it.
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Resolves when the page's CSS transitions and animations (a drawer opening) are done. */
export async function settled(page: Page) {
  // A cancelled animation rejects its `finished` promise: that one has settled too.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
}
