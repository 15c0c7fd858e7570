// Journey: hostile text in every profile text field runs nothing. A new talent writes script,
// event-handler, javascript:, iframe, template and markdown payloads into the name, the business
// card, work history, the summaries, qualifications and licences, IT skills and file names
// (through the API, as any client could; see support/hostile-profile.ts). The profile (in Display
// and with each entry's editor open), the home page, both previews and the iframeable profile are
// then shown at 1280 and 390 px with the CSP off, so escaping alone is what is tested: each
// payload must show as text, links carrying payloads are clicked (navigation away is blocked),
// and nothing may run, open a dialog or leave an element behind. A last pass with the CSP on
// fails on any violation the pages cause (none is expected: the app runs no inline script).
import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  browserForFile,
  screenshot,
  sectionScreenshot,
  settled,
  signIn,
  untilAppStarts,
} from '../support/browser';
import { createHostileTalent, type HostileProfile, PAYLOADS } from '../support/hostile-profile';

const { newPage } = browserForFile();
let talent: HostileProfile;
let created: Promise<void> | undefined;

/** The hostile talent, made once for the file (in the first test that needs it). */
function hostileTalent() {
  created ??= (async () => {
    const page = await newPage(1280);
    talent = await createHostileTalent(page);
    await page.context().close();
  })();
  return created;
}

/** What a page did that it must not (or that is worth a note). */
interface Watch {
  dialogs: string[];
  csp: string[];
  errors: string[];
  popups: string[];
  /** Requests for 'x': an <img src=x> that became an element. */
  strays: string[];
}

/** Listens on the page and its context; requests leaving the app are aborted. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { dialogs: [], csp: [], errors: [], popups: [], strays: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.csp.push(message.text());
    else if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('request', (request) => {
    if (/\/x$/.test(new URL(request.url()).pathname)) seen.strays.push(request.url());
  });
  page.context().on('page', (popup) => {
    seen.popups.push(popup.url());
    void popup.close();
  });
  await page.context().route(
    (url) => url.origin !== new URL(baseUrl).origin,
    (route) => route.abort(),
  );
  return seen;
}

/** The page's visible text and its form fields' values. */
const shownText = (page: Page) =>
  page.evaluate(() =>
    [
      document.body.innerText,
      ...Array.from(document.querySelectorAll('input, textarea')).map(
        (field) => (field as HTMLInputElement).value,
      ),
    ].join('\n'),
  );

/** Fails when a payload ran in any frame, became an element, or opened anything. */
async function expectInert(page: Page, where: string, seen: Watch) {
  const ran = await Promise.all(
    page
      .frames()
      .map((frame) =>
        frame.evaluate(() => (window as { __xss?: unknown }).__xss).catch(() => undefined),
      ),
  );
  assert.deepEqual(
    ran.filter((value) => value !== undefined),
    [],
    `${where}: a payload ran`,
  );
  const elements = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        'script:not([src]), iframe, [onerror], [onload], [srcdoc], a[href^="javascript:" i]',
      ),
      (element) => element.outerHTML.slice(0, 160),
    ),
  );
  assert.deepEqual(elements, [], `${where}: no element made from a payload`);
  assert.deepEqual(seen.dialogs, [], `${where}: no dialog`);
  assert.deepEqual(seen.popups, [], `${where}: no window opened`);
  assert.deepEqual(seen.strays, [], `${where}: no request made by an injected element`);
  const scriptViolations = seen.csp.filter((text) => /script|event handler/i.test(text));
  assert.deepEqual(scriptViolations, [], `${where}: no inline script was attempted`);
  assert.deepEqual(
    seen.errors.filter((text) => text.includes('__xss')),
    [],
    `${where}: no error from a payload`,
  );
}

/** Clicks each link carrying a payload; a link to another site is stopped before it leaves. */
async function clickPayloadLinks(page: Page): Promise<string[]> {
  const origin = new URL(baseUrl).origin;
  await page.evaluate((appOrigin) => {
    const blocked: string[] = [];
    (window as { __blocked?: string[] }).__blocked = blocked;
    addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a');
        // javascript: links are let through on purpose: if one ran, __xss says so.
        if (link && /^https?:$/.test(link.protocol) && link.origin !== appOrigin) {
          event.preventDefault();
          blocked.push(link.href);
        }
      },
      true,
    );
    for (const link of Array.from(document.querySelectorAll('a'))) {
      const text = `${link.getAttribute('href')} ${link.textContent}`;
      if (/__xss|javascript:|<|>|%3C/i.test(text)) link.setAttribute('data-e2e-payload', '');
    }
  }, origin);
  const before = page.url();
  for (const link of await page.locator('a[data-e2e-payload]').all()) {
    if (await link.isVisible()) await link.click();
  }
  assert.equal(page.url(), before, 'no link navigated the page');
  return page.evaluate(() => (window as { __blocked?: string[] }).__blocked ?? []);
}

/** The tags ('card.bio') whose whole value is shown, and those shown only in part. */
function fieldsShown(text: string) {
  const whole: string[] = [];
  const partly: string[] = [];
  for (const [tag, value] of talent.fields) {
    if (text.includes(value)) whole.push(tag);
    else if (text.includes(`@${tag}: `)) partly.push(tag);
  }
  return { whole, partly };
}

interface PageCheck {
  path: string;
  shot: string;
  /** Values that show once the page has loaded what it shows. */
  ready: string[];
  /** Payloads that must show as text. */
  payloads: string[];
  /** The page shows the card's links (each carries a payload), so each is clicked. */
  links?: boolean;
}

/** Opens a page, waits for its content, clicks payload links, checks nothing ran. */
async function checkPage(t: TestContext, page: Page, seen: Watch, check: PageCheck) {
  await page.goto(`${baseUrl}${check.path}`);
  for (const text of check.ready) await page.getByText(text).first().waitFor();
  await settled(page);
  const text = await shownText(page);
  const missing = check.payloads.filter((payload) => !text.includes(payload));
  assert.deepEqual(missing, [], `${check.path}: every payload shows as text`);
  const blocked = await clickPayloadLinks(page);
  for (const href of blocked) assert.match(href, /^https?:\/\/example\.com\//, 'a web link');
  if (check.links) assert.equal(blocked.length, talent.links.length, 'every link was clicked');
  await expectInert(page, check.path, seen);
  const { whole, partly } = fieldsShown(text);
  t.diagnostic(`${check.shot}: ${whole.length} fields shown whole: ${whole.join(', ')}`);
  if (partly.length) t.diagnostic(`${check.shot}: shown in part: ${partly.join(', ')}`);
  if (blocked.length)
    t.diagnostic(`${check.shot}: links clicked (blocked): ${blocked.join(' | ')}`);
  await screenshot(page, check.shot);
  return new Set(whole);
}

const value = (tag: string) => talent.fields.get(tag) ?? assert.fail(`no field ${tag}`);
const EVERY_PAYLOAD = Object.values(PAYLOADS);

/** The pages a talent's text shows on, in the order visited. */
async function pages(page: Page): Promise<PageCheck[]> {
  const privacy = await page.request.get(`${baseUrl}/api/talentapi/privacy`);
  const { publicUrl, privateUrl } = (await privacy.json()) as {
    publicUrl: string;
    privateUrl: string;
  };
  const resumeReady = ['sum.career', 'role.title', 'q.licence.name', 'it.software'].map(value);
  return [
    {
      path: '/talent/profile',
      shot: 'profile',
      ready: [...resumeReady, value('card.bio'), value('cv'), 'French'],
      payloads: EVERY_PAYLOAD,
      links: true,
    },
    { path: '/talent/home', shot: 'home', ready: [value('name')], payloads: [value('name')] },
    {
      path: privateUrl,
      shot: 'preview-connections',
      ready: resumeReady,
      payloads: EVERY_PAYLOAD,
      links: true,
    },
    { path: publicUrl, shot: 'preview-network', ready: resumeReady, payloads: EVERY_PAYLOAD },
    {
      path: '/talent/iframeable-profile',
      shot: 'iframeable',
      ready: [...resumeReady, 'French'],
      payloads: EVERY_PAYLOAD,
    },
  ];
}

const SECTIONS = [
  'business-card',
  'work-history',
  'career-summary',
  'education-summary',
  'qualifications',
  'it-skills',
  'licences',
  'achievements-summary',
  'languages',
];

/** Opens every entry's editor on /talent/profile in turn; answers the tags shown in them. */
async function checkEditors(t: TestContext, page: Page, seen: Watch, width: number) {
  const shown = new Set<string>();
  for (const id of SECTIONS) {
    const section = page.locator(`#${id}`);
    // The photo's Edit opens a modal of its own, with no text in it.
    const edits = section.getByRole('button', { name: /^Edit(?! Profile Photo)/ });
    const count = await edits.count();
    for (let i = 0; i < count; i++) {
      await edits.nth(i).click();
      const cancel = section.getByRole('button', { name: 'Cancel', exact: true });
      await cancel.waitFor();
      await settled(page);
      for (const tag of fieldsShown(await shownText(page)).whole) shown.add(tag);
      await expectInert(page, `#${id} editor ${i + 1}`, seen);
      if (id === 'business-card') await sectionScreenshot(section, `xss-card-editor-${width}`);
      await cancel.click();
      await cancel.waitFor({ state: 'detached' });
    }
    t.diagnostic(`#${id}: ${count} editor(s) opened`);
  }
  return shown;
}

test('the API stores hostile text as given and refuses links that are not web addresses', async (t) => {
  await hostileTalent();
  for (const refusal of talent.refusals) t.diagnostic(`refused: ${refusal}`);
  for (const link of talent.links) t.diagnostic(`link stored: ${link}`);
  assert.ok(
    talent.links.every((link) => /^(https?:\/\/)?[a-z0-9-]+\.[a-z]/i.test(link)),
    'only web addresses are stored as links',
  );
  assert.ok(talent.links.length > 0, 'a web address carrying a payload is stored');
});

test('each payload runs when it becomes markup, so the checks below can fail', async () => {
  const page = await newPage(1280);
  for (const kind of ['script', 'img', 'svg', 'iframe'] as const) {
    await page.evaluate(() => delete (window as { __xss?: unknown }).__xss);
    await page.setContent(`<p>${PAYLOADS[kind]}</p>`);
    const ran = await page.waitForFunction(() => (window as { __xss?: unknown }).__xss);
    assert.equal(await ran.jsonValue(), kind);
  }
  await page.context().close();
});

for (const width of [1280, 390]) {
  test(`hostile profile text shows as text and runs nothing at ${width} px`, async (t) => {
    await hostileTalent();
    const page = await newPage(width, 900);
    const seen = await watch(page);
    await signIn(page, talent);
    const shown = new Set<string>();
    for (const check of await pages(page)) {
      const fields = await checkPage(t, page, seen, {
        ...check,
        shot: `xss-${check.shot}-${width}`,
      });
      for (const tag of fields) shown.add(tag);
    }
    await page.goto(`${baseUrl}/talent/profile`);
    await page.getByText(value('sum.achievements')).waitFor();
    for (const tag of await checkEditors(t, page, seen, width)) shown.add(tag);
    const nowhere = [...talent.fields.keys()].filter((tag) => !shown.has(tag));
    assert.deepEqual(nowhere, [], 'every field written shows on a page or in its editor');
    if (seen.errors.length) t.diagnostic(`console errors: ${seen.errors.join(' | ')}`);
    await page.context().close();
  });
}

test('with the CSP on, the pages cause no violation', async (t) => {
  await hostileTalent();
  const first = await newPage(1280);
  const browser = first.context().browser();
  await first.context().close();
  assert.ok(browser);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = untilAppStarts(await context.newPage());
  const seen = await watch(page);
  await signIn(page, talent);
  for (const check of await pages(page)) {
    await page.goto(`${baseUrl}${check.path}`);
    for (const text of check.ready) await page.getByText(text).first().waitFor();
    await settled(page);
    await clickPayloadLinks(page);
    await expectInert(page, `${check.path} (CSP on)`, seen);
  }
  for (const text of seen.csp) t.diagnostic(`CSP: ${text}`);
  assert.deepEqual(seen.csp, [], 'no CSP violation at all');
  await context.close();
});
