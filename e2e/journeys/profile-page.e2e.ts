// Journey: the profile page's own rules (spec 2 sections 2.2, 2.3). A URL fragment scrolls to
// its section; while one section is being edited the others are dimmed and cannot be used; the
// iframe mode hides the business card and resume and borders the sections; the page and the
// iframe mode at 991 and 767 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from '../support/axe';
import {
  baseUrl,
  browserForFile,
  screenshot,
  sectionScreenshot,
  settled,
  signIn,
} from '../support/browser';

const browser = browserForFile();
const PROFILE = `${baseUrl}/talent/profile`;

/** Whether the section's top is in the window (the last sections cannot reach the top). */
async function inView(page: Page, id: string) {
  return page.evaluate((anchor) => {
    const box = document.getElementById(anchor)?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.top < window.innerHeight - 200;
  }, id);
}

test('a URL fragment scrolls to its section', async () => {
  const page = await browser.newPage(1280, 900);
  await signIn(page);
  for (const anchor of ['languages', 'it-skills', 'work-history']) {
    await page.goto(`${PROFILE}#${anchor}`);
    await page.locator(`#${anchor}`).getByRole('heading', { level: 2 }).waitFor();
    // In view and still there a second later: sections above may still be drawn and move it
    // for a moment before the page puts it back at the top.
    await page.waitForFunction(
      (id) => {
        const box = document.getElementById(id)?.getBoundingClientRect();
        const shown = box !== undefined && box.top >= 0 && box.top < window.innerHeight - 200;
        const since = window as unknown as Record<string, number | undefined>;
        const key = `inViewSince-${id}`;
        if (!shown) since[key] = undefined;
        else since[key] ??= performance.now();
        return shown && performance.now() - (since[key] ?? 0) >= 1000;
      },
      anchor,
      { timeout: 15_000, polling: 100 },
    );
    assert.ok(await inView(page, anchor), `#${anchor} is scrolled into view`);
  }
  await page.context().close();
});

test('while one section is edited, the others are dimmed and their actions disabled', async () => {
  const page = await browser.newPage(1280, 900);
  await signIn(page);
  await page.goto(PROFILE);
  const summary = page.locator('#career-summary');
  await summary.getByRole('button', { name: 'Edit Summary' }).click();
  await summary.getByRole('textbox').waitFor();
  for (const other of ['business-card', 'work-history', 'languages', 'qualifications']) {
    const section = page.locator(`#${other}`);
    assert.equal(await section.getAttribute('data-locked'), 'true', `#${other} is dimmed`);
    assert.notEqual(await section.getAttribute('inert'), null, `#${other} is inert`);
  }
  // An inert section's buttons take no clicks and no focus.
  const addLanguage = page.locator('#languages').getByRole('button', { name: 'Add language' });
  await addLanguage.click({ force: true, timeout: 2_000 }).catch(() => undefined);
  assert.equal(await page.locator('#languages form').count(), 0, 'no language form opened');
  await settled(page);
  await screenshot(page, 'profile-page-one-section-1280', { fullPage: false });
  await summary.getByRole('button', { name: 'Cancel' }).click();
  assert.equal(await page.locator('#languages').getAttribute('data-locked'), null);
  await page.context().close();
});

test('iframe mode: the editor alone, no business card or resume, bordered sections', async () => {
  const page = await browser.newPage(1280, 900);
  await signIn(page);
  await page.goto(`${baseUrl}/talent/iframeable-profile`);
  await page.locator('#work-history').getByRole('heading', { level: 2 }).waitFor();
  assert.equal(await page.locator('#business-card').count(), 0);
  assert.equal(await page.locator('#resume').count(), 0);
  assert.equal(await page.getByRole('navigation', { name: 'Main navigation' }).count(), 0);
  const border = await page
    .locator('#work-history')
    .evaluate((el) => getComputedStyle(el).borderTopStyle);
  assert.equal(border, 'solid');
  await expectNoSeriousAxeViolations(page, 'the iframe profile');
  await screenshot(page, 'profile-page-iframe-1280', { fullPage: false });
  await page.context().close();
});

test('the profile page at 991 and 767 px wide', async () => {
  for (const width of [991, 767]) {
    const page = await browser.newPage(width, 900);
    await signIn(page);
    await page.goto(PROFILE);
    await page.locator('#business-card').getByRole('heading', { level: 2 }).waitFor();
    await page.locator('#languages').getByRole('table').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0, `no sideways scrolling at ${width}px`);
    await settled(page);
    await screenshot(page, `profile-page-${width}`);
    await expectNoSeriousAxeViolations(page, `the profile page at ${width}px`);
    await page.context().close();
  }
});

test('the education and achievements summaries in Display and Edit, at 1280 and 390 px', async () => {
  for (const width of [1280, 390]) {
    const page = await browser.newPage(width, 900);
    await signIn(page);
    await page.goto(PROFILE);
    for (const anchor of ['education-summary', 'achievements-summary']) {
      const section = page.locator(`#${anchor}`);
      const edit = section.getByRole('button', { name: /^(Edit|Add) Summary$/ });
      await edit.waitFor();
      await sectionScreenshot(section, `profile-page-${anchor}-display-${width}`);
      await edit.click();
      await section.getByRole('textbox').waitFor();
      await sectionScreenshot(section, `profile-page-${anchor}-edit-${width}`);
      await section.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor();
    }
    await page.context().close();
  }
});
