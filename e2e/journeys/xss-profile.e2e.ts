// Journey: hostile text in every text field of a profile runs nothing. A new talent writes
// script, event-handler, javascript: and template payloads into the business card, the work
// history, the summaries and a qualification (through the API, as any client could), then the
// profile and its previews are shown in Chromium at 1280 and 390 px, with the app's CSP turned
// off (so escaping alone is what is tested). The payloads must show as text, and nothing may run.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { baseUrl, browserForFile, screenshot, settled } from '../support/browser';

const { newPage } = browserForFile();

const SCRIPT = `<script>window.__xss='script'</script>`;
const IMG = `<img src=x onerror="window.__xss='img'">`;
const SVG = `<svg onload="window.__xss='svg'">`;
const FRAME = `"><iframe srcdoc="<script>parent.__xss='iframe'</script>">`;
const TEMPLATE = `{{constructor.constructor('window.__xss=1')()}}`;
const MARKDOWN = `[click](javascript:window.__xss='md')`;

const WR = `${baseUrl}/api/workerapi/webresume`;
const YEAR = new Date().getFullYear();

async function write(page: Page, method: 'put' | 'post', url: string, data: object) {
  const response = await page.request[method](url, { headers: { origin: baseUrl }, data });
  assert.ok(
    response.ok(),
    `${method.toUpperCase()} ${url}: ${response.status()} ${await response.text()}`,
  );
}

/** A new talent whose every text field carries a payload; the session lands in the page. */
async function hostileTalent(page: Page) {
  const email = `xss-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;
  await write(page, 'post', `${baseUrl}/api/auth/sign-up/email`, {
    name: `Eve ${IMG}`,
    email,
    password: 'a-hostile-password',
  });
  // The API refuses links that are not web addresses (javascript:, data:, or HTML in them).
  for (const linkUrl of [`javascript:window.__xss='link'`, `https://example.com/${FRAME}`]) {
    const refused = await page.request.put(`${baseUrl}/api/talentapi/businessCard`, {
      headers: { origin: baseUrl },
      data: { externalLinks: [{ linkUrl }] },
    });
    assert.equal(refused.status(), 400, `the link ${linkUrl} is refused`);
  }
  await write(page, 'put', `${baseUrl}/api/talentapi/businessCard`, {
    currentRole: `Chef ${SCRIPT}`.slice(0, 100),
    bioMessage: `${IMG} ${SVG} ${TEMPLATE} ${MARKDOWN}`,
    externalLinks: [{ linkUrl: 'https://example.com/eve' }],
    specialities: [`Pastry ${SVG}`],
  });
  await write(page, 'post', `${WR}/role`, {
    company: `Acme ${SCRIPT}`,
    division: IMG,
    roleTitle: `Head Chef ${SVG}`.slice(0, 150),
    fromDate: '2020-03-01',
    toDate: '2022-06-30',
    isCurrent: false,
    specialities: [{ label: `Sauces ${IMG}` }],
    profession: { id: 1001, label: SCRIPT },
    industry: { id: 8, label: SVG },
    country: { id: 'AU', name: 'Australia', iso2: 'AU', hasStateList: true, position: 1 },
    locationGroup: { id: 'place-1', label: `Sydney ${IMG}` },
    responsibilitiesList: [SCRIPT, FRAME],
    achievementsList: [TEMPLATE, MARKDOWN],
    extendedJobDesc: `${IMG} ${SVG}`,
    hideCompany: false,
  });
  await write(page, 'put', `${WR}/career`, { careerSummary: `${SCRIPT} ${FRAME}` });
  await write(page, 'put', `${WR}/skills`, { skillsSummary: `${IMG} ${MARKDOWN}` });
  await write(page, 'put', `${WR}/achievement`, { achievements: `${SVG} ${TEMPLATE}` });
  await write(page, 'post', `${WR}/qualification`, {
    certification: `Certificate III ${IMG}`.slice(0, 100),
    institution: `TAFE ${SCRIPT}`.slice(0, 100),
    state: 'NSW',
    yearCompleted: YEAR - 3,
    years: 1,
    fifoEducationLevel: { id: 11 },
    qualificationTypeId: 0,
    qualificationCategory: 1,
    comments: `${SVG} ${FRAME}`,
    qualificationNumber: null,
    file: null,
    qualificationId: null,
  });
}

/** Opens a page, waits for a payload to show as text, tries the links, and checks nothing ran. */
async function expectInert(page: Page, path: string, shot: string) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${baseUrl}${path}`);
  await page.getByText('onerror=', { exact: false }).first().waitFor();
  await settled(page);
  // Links must not navigate anywhere a payload says; a javascript: link must not run.
  for (const link of await page.locator('a[href^="javascript:" i]').all()) {
    await link.click({ noWaitAfter: true }).catch(() => {});
  }
  assert.equal(
    await page.locator('a[href^="javascript:" i]').count(),
    0,
    `${path}: no javascript: links`,
  );
  assert.equal(
    await page.evaluate(() => (window as { __xss?: unknown }).__xss),
    undefined,
    `${path}: nothing ran`,
  );
  assert.deepEqual(dialogs, [], `${path}: no dialog`);
  await screenshot(page, shot);
}

for (const width of [1280, 390]) {
  test(`hostile profile text shows as text and runs nothing at ${width} px`, async () => {
    const page = await newPage(width);
    await page.goto(`${baseUrl}/talent/login`);
    await hostileTalent(page);
    await expectInert(page, '/talent/profile', `xss-profile-${width}`);
    await expectInert(page, '/talent/iframeable-profile', `xss-iframeable-${width}`);
    await page.context().close();
  });
}
