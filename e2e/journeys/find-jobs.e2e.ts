// Journey: Find Jobs with the demo talent. Search by keyword, narrow by radius around a suburb,
// see fewer results, show more, open a job; each of the five states (Empty with the newcomer
// demo talent, whose only community has no open job yet);
// a whole search by keyboard alone; axe on the page; screenshots at 1280, 991, 767 and 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from '../support/axe';
import {
  baseUrl,
  browserForFile,
  demo,
  newcomer,
  openWithoutScripts,
  screenshot,
  settled,
  signIn,
  watchFirstResponse,
} from '../support/browser';

const { newPage } = browserForFile();

const FIND_JOBS = `${baseUrl}/talent/find-jobs`;

const COUNT = /^Showing ([\d,]+) of ([\d,]+)$/;

/** The numbers of 'Showing X of Y', once the count shows and is not `previous`. */
/** Great-circle distance on the mean Earth sphere. */
function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

async function resultCount(page: Page, previous?: string) {
  const status = page.getByText(COUNT);
  await status.waitFor();
  if (previous) {
    await page.waitForFunction(
      ([text]) =>
        Array.from(document.querySelectorAll('[role="status"]')).some(
          (el) =>
            /^Showing [\d,]+ of [\d,]+$/.test(el.textContent ?? '') && el.textContent !== text,
        ),
      [previous],
    );
  }
  const text = (await status.textContent()) ?? '';
  const [, shown = '0', total = '0'] = COUNT.exec(text) ?? [];
  return { text, shown: Number(shown.replace(/,/g, '')), total: Number(total.replace(/,/g, '')) };
}

async function chooseLocation(page: Page, term: string, label: string) {
  const location = page.getByRole('textbox', { name: 'Location' });
  await location.fill(term);
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function chooseDistance(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Distance' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test('search by keyword, narrow by radius around a suburb, show more and open a job', async () => {
  const page = await newPage(1280, 900);
  await signIn(page, demo);
  await page.goto(`${FIND_JOBS}?keywords=`);
  await page.getByRole('heading', { level: 1, name: 'Find Jobs' }).waitFor();
  const everything = await resultCount(page);
  assert.ok(everything.total > 50, `the demo talent sees many jobs (${everything.total})`);

  await page.getByRole('textbox', { name: 'Keywords' }).fill('engineer');
  await page.getByRole('textbox', { name: 'Keywords' }).press('Enter');
  const byKeyword = await resultCount(page, everything.text);
  assert.ok(byKeyword.total < everything.total && byKeyword.total > 10, byKeyword.text);
  assert.equal(new URL(page.url()).searchParams.get('keywords'), 'engineer');

  await chooseLocation(page, 'Parramatta', 'Parramatta, NSW, Australia');
  const around50 = await resultCount(page, byKeyword.text);
  assert.ok(around50.total < byKeyword.total, `${around50.text} within 50 km of Parramatta`);
  assert.equal(
    await page.getByRole('combobox', { name: 'Distance' }).inputValue(),
    '50 km',
    'a km place starts at the km default',
  );

  // Every job the 20 km search answers lies within 20 km of the place searched around.
  const searched20 = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      /\/talent-job-search\/\d+\/\d+$/.test(new URL(r.url()).pathname) &&
      r.request().postDataJSON()?.radius === 20,
  );
  await chooseDistance(page, '20 km');
  const search20 = await searched20;
  const centre = search20.request().postDataJSON() as { latitude: number; longitude: number };
  const { jobs } = (await search20.json()) as {
    jobs: { roleName: string; latitude: number | null; longitude: number | null }[];
  };
  assert.ok(jobs.length > 0, 'the 20 km search answers jobs');
  for (const job of jobs) {
    assert.ok(job.latitude !== null && job.longitude !== null, `${job.roleName} has a place`);
    const km = distanceKm(centre, { latitude: job.latitude, longitude: job.longitude });
    assert.ok(km <= 20.1, `${job.roleName} is ${km.toFixed(1)} km away`);
  }
  const around20 = await resultCount(page, around50.text);
  assert.ok(around20.total < around50.total, `${around20.text}: fewer within 20 km`);
  assert.ok(around20.total > 10, 'enough results to show more');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('radius'), '20');
  assert.equal(url.searchParams.get('location'), 'Parramatta, NSW, Australia');
  await settled(page);
  await screenshot(page, 'find-jobs-1280');
  await expectNoSeriousAxeViolations(page, 'Find Jobs (results)');

  const titles = page.getByRole('article').getByRole('heading', { level: 2 });
  assert.equal(await titles.count(), 10);
  await page.getByRole('button', { name: 'Show more jobs' }).click();
  const more = await resultCount(page, around20.text);
  assert.equal(more.shown, Math.min(20, around20.total));
  assert.equal(await titles.count(), more.shown);
  const eleventh = (await titles.nth(10).textContent()) ?? '';
  await page.waitForFunction(
    (title) => document.activeElement?.closest('h2')?.textContent === title,
    eleventh,
  );

  // The job opens on the careers site (the app config's careers host) in a new tab, with the
  // way back to this search.
  const firstCard = page.getByRole('article').first();
  const roleName = ((await firstCard.getByRole('heading', { level: 2 }).textContent()) ?? '')
    .replace('(opens in a new tab)', '')
    .trim();
  const [advert] = await Promise.all([
    page.waitForEvent('popup'),
    firstCard.getByRole('link').click(),
  ]);
  await advert.waitForLoadState('domcontentloaded');
  const advertUrl = new URL(advert.url());
  assert.match(advertUrl.pathname, /\/careers\/[^/]+\/job\/[^/]+\/[^/]+\/[^/]+$/);
  assert.equal(advertUrl.origin, new URL(baseUrl).origin);
  assert.equal(advertUrl.searchParams.get('useBrowserBack'), 'true');
  assert.equal(advertUrl.searchParams.get('source'), 'talent-find-jobs');
  const back = new URL(advertUrl.searchParams.get('listingsReturnUrl') ?? '');
  assert.equal(back.pathname, '/talent/find-jobs');
  assert.equal(back.searchParams.get('radius'), '20');
  await advert.getByRole('heading', { level: 1, name: roleName }).waitFor();
  await advert.close();

  // The back button restores the previous search (50 km).
  await page.goBack();
  await page.waitForURL((u) => u.searchParams.get('radius') === '50');
  const restored = await resultCount(page, more.text);
  assert.equal(restored.total, around50.total);
  assert.equal(await page.getByRole('combobox', { name: 'Distance' }).inputValue(), '50 km');

  // A bare visit comes back to the saved search.
  await page.goto(FIND_JOBS);
  await page.waitForURL((u) => u.searchParams.get('keywords') === 'engineer');
  await page.context().close();
});

test('Find Jobs is in the first response: the page and its search bar, taken over by the app as they are', async () => {
  const page = await newPage(390, 844);
  await signIn(page);
  const { visitor, close } = await openWithoutScripts(page, FIND_JOBS);
  await visitor.getByRole('heading', { level: 1, name: 'Find Jobs' }).waitFor();
  await visitor.getByPlaceholder('Enter keyword, role name or ID').waitFor();
  const drawn = await visitor.getByRole('heading', { level: 1 }).boundingBox();
  await close();

  const { warnings, keptHeading } = await watchFirstResponse(page);
  await page.goto(FIND_JOBS);
  await page.getByText(COUNT).waitFor();
  assert.deepEqual(await page.getByRole('heading', { level: 1 }).boundingBox(), drawn);
  assert.equal(await keptHeading(), true, 'the app kept the first response’s elements (hydration)');
  assert.deepEqual(warnings, []);
  await page.close();
});

test('a whole search by keyboard alone', async () => {
  const page = await newPage(1280, 900);
  await signIn(page, demo);
  await page.goto(`${FIND_JOBS}?keywords=`);
  const first = await resultCount(page);

  // From the top of the page: the skip link, then on to the keyword box.
  const keywords = page.getByRole('textbox', { name: 'Keywords' });
  for (
    let i = 0;
    i < 40 && !(await keywords.evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type('developer');
  await page.keyboard.press('Enter');
  const byKeyword = await resultCount(page, first.text);

  await page.getByRole('textbox', { name: 'Location' }).focus();
  await page.keyboard.type('Surry Hills');
  await page.getByRole('option', { name: /^Surry Hills, NSW/ }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const located = await resultCount(page, byKeyword.text);
  assert.ok(located.total <= byKeyword.total);
  await page.keyboard.press('Tab'); // the clear button
  await page.keyboard.press('Tab'); // the distance
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
  await page.keyboard.press('ArrowDown'); // opens on the current 50 km
  await page.getByRole('listbox', { name: 'Distance' }).waitFor();
  await page.keyboard.press('ArrowDown'); // 100 km
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.searchParams.get('radius') === '100');
  await resultCount(page);

  await page.keyboard.press('Tab'); // work types
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter'); // Full time
  await page.keyboard.press('Escape');
  await page.waitForURL((u) => u.searchParams.get('workType') === '1');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('keywords'), 'developer');
  assert.match(url.searchParams.get('location') ?? '', /^Surry Hills/);
  await resultCount(page);
  await page.context().close();
});

test('the layout at 991, 767 and 390 px wide', async () => {
  for (const width of [991, 767, 390]) {
    const page = await newPage(width);
    await signIn(page, demo);
    await page.goto(`${FIND_JOBS}?keywords=engineer`);
    await resultCount(page);
    await page.getByRole('article').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `no sideways scrolling at ${width}px (${overflow}px)`);
    await settled(page);
    await screenshot(page, `find-jobs-${width}`);
    if (width === 390) await expectNoSeriousAxeViolations(page, 'Find Jobs at 390px');
    await page.context().close();
  }
});

test('no results: "Sorry, we couldn\'t find any matching jobs", and the reset link', async () => {
  const page = await newPage(1280, 900);
  await signIn(page, demo);
  await page.goto(`${FIND_JOBS}?keywords=zzqqxx`);
  await page
    .getByRole('heading', { level: 2, name: "Sorry, we couldn't find any matching jobs" })
    .waitFor();
  await page.getByRole('heading', { name: 'Search tips' }).waitFor();
  await screenshot(page, 'find-jobs-no-results-1280');
  await expectNoSeriousAxeViolations(page, 'the no results state');
  await page.getByRole('button', { name: 'Reset your search' }).click();
  await resultCount(page);
  assert.equal(new URL(page.url()).search, '?keywords=');
  await page.context().close();
});

test("location not found: 'The location {term} could not be found', with tips", async () => {
  const page = await newPage(390, 844);
  await signIn(page, demo);
  await page.goto(`${FIND_JOBS}?keywords=`);
  await resultCount(page);
  const location = page.getByRole('textbox', { name: 'Location' });
  await location.fill('Qwxzv');
  await location.press('Enter');
  await page
    .getByRole('heading', { level: 2, name: 'The location Qwxzv could not be found' })
    .waitFor();
  assert.equal(await location.getAttribute('aria-invalid'), 'true');
  assert.equal(new URL(page.url()).searchParams.get('location'), 'Qwxzv');
  await settled(page);
  await screenshot(page, 'find-jobs-location-not-found-390');
  await expectNoSeriousAxeViolations(page, 'the location not found state');
  await page.context().close();
});

test('a new talent with no connections: No talent communities to search, and the way to join', async () => {
  const page = await newPage(1280, 900);
  const email = `new-talent-${Date.now()}@example.com`;
  await page.goto(`${baseUrl}/talent/sign-up?returnUrl=${encodeURIComponent('/talent/find-jobs')}`);
  await page.getByLabel('Full name').fill('Sam Newcomer');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/talent\/find-jobs/);
  await page.getByRole('heading', { level: 2, name: 'No talent communities to search' }).waitFor();
  const cta = page.getByRole('region', { name: 'Join a talent community' });
  await cta.getByRole('link', { name: 'Find Communities' }).waitFor();
  await screenshot(page, 'find-jobs-no-communities-1280');
  await expectNoSeriousAxeViolations(page, 'the no talent communities state');
  await cta.getByRole('link', { name: 'Find Communities' }).click();
  await page.waitForURL(`${baseUrl}/talent/communities`);
  await page.context().close();
});

test("a talent whose communities have no open job: 'No open positions'", async () => {
  const page = await newPage(1280, 900);
  await signIn(page, newcomer);
  await page.goto(FIND_JOBS);
  await page.getByRole('heading', { level: 2, name: 'No open positions' }).waitFor();
  assert.equal(await page.getByText(COUNT).count(), 0, 'no result count in the Empty state');
  await screenshot(page, 'find-jobs-empty-1280');
  await expectNoSeriousAxeViolations(page, 'the empty state');
  await page.context().close();
});
