// Journey: the demo talent signs in, sees the shell and its side navigation, moves around,
// and signs out; a signed-out visit to a talent page goes to the login page and back.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { baseUrl, demo, launch, screenshot, settled, signIn } from '../support/browser';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const SIDE_NAV = [
  'Home',
  'Profile',
  'Find Jobs',
  'Job Alert Preferences',
  'My Communities',
  'Job Matching',
  'Find Communities',
];

test('the demo talent signs in, sees the shell and side nav, and signs out', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signIn(page);
  await page.waitForURL(`${baseUrl}/talent/home`);
  await page.getByRole('heading', { level: 1, name: /Alex/ }).waitFor();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const labels = (await nav.getByRole('link').allInnerTexts()).map((t) =>
    t.replace(/\s*\d+$/, '').trim(),
  );
  assert.deepEqual(labels, SIDE_NAV);
  assert.equal(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current'), 'page');
  const width = await nav.evaluate((el) => el.getBoundingClientRect().width);
  assert.ok(Math.abs(width - 200) <= 1, `side nav is ${width}px wide`);
  await screenshot(page, 'shell-1280');

  await nav.getByRole('link', { name: 'Find Jobs' }).click();
  await page.waitForURL(`${baseUrl}/talent/find-jobs`);
  await page.getByRole('heading', { level: 1, name: 'Find Jobs' }).waitFor();

  await page.goto(`${baseUrl}/talent/offer`);
  await page.waitForURL(`${baseUrl}/talent/home`);
  await page.goto(`${baseUrl}/talent/no-such-page`);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();

  await page.getByRole('button', { name: new RegExp(demo.email) }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/talent\/login/);
  const session = await page.evaluate(() => fetch('/api/talentapi/session').then((r) => r.status));
  assert.equal(session, 401);
  await page.close();
});

test('at 390px wide the side nav gives way to the mobile navigation', async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
  await signIn(page);
  await page.getByRole('heading', { level: 1, name: /Alex/ }).waitFor();
  assert.equal(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible(), false);
  await screenshot(page, 'shell-390');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawerNav = page.getByRole('dialog').getByRole('navigation', { name: 'Main navigation' });
  await drawerNav.getByRole('link', { name: 'Profile' }).waitFor();
  await settled(page);
  await screenshot(page, 'shell-390-menu');
  await drawerNav.getByRole('link', { name: 'Profile' }).click();
  await page.waitForURL(`${baseUrl}/talent/profile`);
  await page.close();
});

test('a signed-out visit goes to login with the returnUrl, and back after signing in', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${baseUrl}/talent/connections`);
  await page.waitForURL(/\/talent\/login\?returnUrl=/);
  assert.equal(new URL(page.url()).searchParams.get('returnUrl'), '/talent/connections');
  await screenshot(page, 'login-1280');
  await page.getByLabel('Email address').fill(demo.email);
  await page.getByLabel(/^Password/).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/talent/connections`);
  await page.close();
});

test('a wrong password shows the message and stays on the login page', async () => {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/talent/login`);
  // The first response shows the form (inert until the app starts and takes it over).
  await page.locator('form:not([inert])').waitFor();
  // Every input shows a focus ring, the password field's box too.
  for (const field of [page.getByLabel('Email address'), page.getByLabel(/^Password/)]) {
    await field.focus();
    const ring = await field.evaluate((input) => {
      const box = input.closest('.mantine-Input-input') ?? input;
      const style = getComputedStyle(box);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    assert.equal(ring, 'solid 2px');
  }
  await page.getByLabel('Email address').fill(demo.email);
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Invalid email or password').waitFor();
  assert.match(page.url(), /\/talent\/login/);
  await page.close();
});

test('the sign-in page is in the first response: it shows without JavaScript, as the app draws it', async () => {
  const boxes = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({
      javaScriptEnabled,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/talent/login`);
    if (javaScriptEnabled) await page.locator('form:not([inert])').waitFor();
    assert.equal(await page.title(), 'Sign in | Talent Portal');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const found = [];
    for (const field of [page.getByLabel('Email address'), page.getByLabel(/^Password/)]) {
      found.push(await field.boundingBox());
    }
    await context.close();
    return found;
  };
  // The page does not move when the app takes it over.
  assert.deepEqual(await boxes(false), await boxes(true));
});
