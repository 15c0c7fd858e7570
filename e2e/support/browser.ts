// Playwright (playwright-core) driving the machine's Chromium, headless; a page per test,
// screenshots under e2e/screenshots.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';

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

/**
 * Launches Chromium before the test file's tests and closes it after them. `newPage` opens a page
 * of its own (a fresh context) at a size; narrower than 768 px it is a phone. bypassCSP lets
 * axe-core in: the app's CSP allows no injected script. Downloads are accepted (the default).
 */
export function browserForFile() {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });
  return {
    async newPage(width: number, height = 900): Promise<Page> {
      assert.ok(browser, 'the browser is launched before the tests run');
      const context = await browser.newContext({
        viewport: { width, height },
        isMobile: width < 768,
        bypassCSP: true,
      });
      return untilAppStarts(await context.newPage());
    },
  };
}

/**
 * A page whose navigations resolve once the app has started: a signed-in page drawn by the
 * server shows its buttons before the app has taken it over, and a click on one then does
 * nothing (decision 028). The app marks <html> when it has.
 */
export function untilAppStarts(page: Page): Page {
  const started = () => page.locator('html[data-app-started]').waitFor({ state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  return Object.assign(page, {
    goto: async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await started();
      return response;
    },
    reload: async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await started();
      return response;
    },
  });
}

/**
 * The address opened as this page's talent (its cookies) on a phone with JavaScript off: what
 * the first response draws by itself.
 */
export async function openWithoutScripts(page: Page, address: string) {
  const context = await page
    .context()
    .browser()
    ?.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      storageState: await page.context().storageState(),
    });
  if (!context) throw new Error('The page has no browser');
  const visitor = await context.newPage();
  const response = await visitor.goto(address);
  return { visitor, response, close: () => context.close() };
}

/**
 * Watches a page drawn in the first response as the app takes it over: the console's warnings
 * and errors, and the heading the first response drew, remembered before the app starts.
 * `keptHeading()` says whether the app kept that element (hydration) rather than drew it again.
 */
export async function watchFirstResponse(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { firstHeading: document.querySelector('#root h1') });
    });
  });
  const keptHeading = () =>
    page.evaluate(
      () =>
        (window as unknown as { firstHeading: Element | null }).firstHeading ===
        document.querySelector('#root h1'),
    );
  return { warnings, keptHeading };
}

/** The whole page, or with `fullPage: false` what the person sees (a dialog's backdrop covers it). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: join(screenshotsDir, `${name}.png`), fullPage });
}

/**
 * One section of the page, named <name>.png. A clip of a full-page capture taken at the top
 * rather than an element screenshot: the app's fixed header then sits above the section instead
 * of being stitched over one taller than the window. The scroll position is put back after.
 */
export async function sectionScreenshot(section: Locator, name: string) {
  const page = section.page();
  // Let a form's dimming transition (or a skeleton being replaced) finish first.
  await settled(page);
  const scrollY = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await settled(page);
  const box = await section.boundingBox();
  assert.ok(box, `the section for ${name} is on the page`);
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: join(screenshotsDir, `${name}.png`), fullPage: true, clip: box });
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrollY);
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
