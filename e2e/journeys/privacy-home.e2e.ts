// Journey: the home dashboard and Account Management and Privacy (spec 3 sections 2 and 4). A new
// talent sees the welcome on home and dismisses it for good, sees the profile completion and the
// stats, downloads the data ZIP (talent-data.json names the account), then closes the account
// with the password: the form asks for a reason, then the password, shows the server's wrong
// password beside the field, and the right one lands on the closed page; home then asks to sign
// in, and signing in again fails. Then the demo talent's home and privacy page at two widths,
// ?edit=business-card, and axe on each page and dialog. Only the new talent is deleted.
// The new talent joins a community and saves job alert preferences through the API (as
// job-alerts.e2e.ts does), so that home lists jobs.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from '../support/axe';
import {
  baseUrl,
  browserForFile,
  openWithoutScripts,
  screenshot,
  settled,
  signIn,
  watchFirstResponse,
} from '../support/browser';

const { newPage } = browserForFile();

const HOME = `${baseUrl}/talent/home`;
const PRIVACY = `${baseUrl}/talent/privacy`;
const SEGMENT = 'harbourline-health-nursing';
const PRIVACY_TITLE = 'Account Management and Privacy';
const DOWNLOAD = 'Download my data (ZIP)';
const COMPLETION = /^Profile \d+% complete$/;
const JOB_COUNT = /^You have [\d,]+ jobs? matching your preferences$/;
const INVALID_LINK =
  'This link to close your account is not valid or has expired. Sign in and ask again from Account Management and Privacy.';

async function signUp(page: Page, password: string): Promise<string> {
  const email = `privacy-${Date.now().toString(36)}@example.com`;
  await page.goto(`${baseUrl}/talent/sign-up?returnUrl=${encodeURIComponent('/talent/home')}`);
  await page.getByLabel('Full name').fill('Casey Leaving');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/talent\/home/);
  return email;
}

/**
 * Reloads home and waits until the app has taken over the page, its arrival messages shown (or
 * not): home comes with them in its first response, and the app starts once it has read the data
 * handed over with it.
 */
async function reloadHome(page: Page) {
  await page.reload();
  await page.locator('#first-response-data').waitFor({ state: 'detached' });
  await page.getByLabel('Loading your messages…').waitFor({ state: 'hidden' });
  await page.getByRole('progressbar', { name: COMPLETION }).waitFor();
}

/** The text of the elements an element's aria-describedby names. */
const describedBy = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

test('a new talent dismisses the welcome, downloads the data, closes the account and cannot sign in again', async () => {
  const password = 'a-long-enough-password';
  const page = await newPage(1280, 900);
  const email = await signUp(page, password);

  // Home: the welcome for a new sign-up, dismissed for good.
  await page.getByRole('heading', { level: 1, name: 'Welcome, Casey Leaving' }).waitFor();
  const messages = page.getByRole('region', { name: 'Messages' });
  const welcome = messages.getByRole('status').filter({ hasText: 'Welcome to Talent Portal' });
  await welcome.waitFor();
  await welcome.getByRole('link', { name: 'Complete your profile' }).waitFor();
  await screenshot(page, 'home-new-talent-1280');
  // A community and job alert preferences, through the API as any client could, so the
  // listing has jobs to show.
  const headers = { origin: baseUrl };
  const connected = await page.request.post(
    `${baseUrl}/api/talentapi/communities/${SEGMENT}/connect`,
    { headers },
  );
  assert.equal(connected.status(), 200, await connected.text());
  const preferences = await page.request.post(
    `${baseUrl}/api/talentapi/job-listing/alert-preferences`,
    {
      headers,
      data: { keywords: 'Nurse' },
    },
  );
  assert.equal(preferences.status(), 200, await preferences.text());

  await welcome.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await welcome.waitFor({ state: 'detached' });
  await reloadHome(page);
  assert.equal(await page.getByText('Welcome to Talent Portal').count(), 0, 'still dismissed');

  // The job alert listing: the count, at most 5 jobs, View More to the results.
  const alerts = page.getByRole('region', { name: 'Job alerts' });
  await alerts.getByText(JOB_COUNT).waitFor();
  const jobs = await alerts.getByRole('article').count();
  assert.ok(jobs >= 1 && jobs <= 5, `1 to 5 jobs on home (${jobs})`);
  assert.equal(
    await alerts.getByRole('link', { name: 'View More' }).getAttribute('href'),
    '/talent/job-alerts/results',
  );

  // Profile completion: a ring (started, red, for a new profile) and at most 5 calls to action.
  const completion = page.getByRole('region', { name: 'Profile completion' });
  const ring = completion.getByRole('progressbar', { name: COMPLETION });
  const percent = Number(await ring.getAttribute('aria-valuenow'));
  assert.ok(percent >= 0 && percent < 50, `a new profile is under 50% (${percent})`);
  await completion.getByText('Started', { exact: true }).waitFor();
  const calls = completion.getByRole('list', { name: 'Ways to improve your profile' });
  const count = await calls.getByRole('listitem').count();
  assert.ok(count >= 1 && count <= 5, `1 to 5 calls to action (${count})`);
  for (const item of await calls.getByRole('listitem').all()) {
    assert.match((await item.textContent()) ?? '', /\+\d+%/, 'each says what it adds');
  }

  // The stats: no views yet, the one connection.
  const stats = page.getByRole('region', { name: 'Your activity' });
  await stats.getByText('Profile views', { exact: true }).waitFor();
  await stats.getByText('Connections', { exact: true }).waitFor();
  const values = stats.getByRole('definition');
  assert.equal(await values.nth(0).textContent(), '0');
  assert.match((await values.nth(1).textContent()) ?? '', /^1View your connections$/);
  await stats.getByRole('link', { name: 'View your connections' }).waitFor();
  await screenshot(page, 'home-new-talent-dismissed-1280');

  // Privacy: the data ZIP, downloaded as the browser does it.
  await page.goto(PRIVACY);
  await page.getByRole('heading', { level: 1, name: PRIVACY_TITLE }).waitFor();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: DOWNLOAD }).click();
  const download = await downloading;
  assert.match(download.suggestedFilename(), /^talent-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const saved = await download.path();
  const zip = unzipSync(new Uint8Array(await readFile(saved)));
  assert.ok(zip['talent-data.json'], `talent-data.json in ${Object.keys(zip).join(', ')}`);
  const data = JSON.parse(new TextDecoder().decode(zip['talent-data.json'])) as {
    account: { email: string };
  };
  assert.equal(data.account.email, email);

  // Delete Account: a reason first, then the password, then the server's word on it.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  await dialog.getByRole('radiogroup', { name: /Why are you closing your account/ }).waitFor();
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await confirm.click();
  await dialog.getByText('Please select a reason').waitFor();
  await dialog.getByRole('radio', { name: "I don't use my account" }).check();
  await confirm.click();
  await dialog.getByText('Please enter your password').waitFor();
  assert.equal(await dialog.getByText('Please select a reason').count(), 0, 'a reason is chosen');

  const passwordField = dialog.getByLabel(/^Password/);
  await passwordField.fill('not-my-password');
  await confirm.click();
  const incorrect = dialog.getByText('The password you entered is incorrect.');
  await incorrect.waitFor();
  // Beside the field: the input is described by the message and marked invalid.
  const passwordSelector = `[role=dialog] input[type=password]`;
  assert.match(
    await describedBy(page, passwordSelector),
    /The password you entered is incorrect\./,
  );
  assert.equal(await passwordField.getAttribute('aria-invalid'), 'true');
  await settled(page);
  await screenshot(page, 'privacy-delete-wrong-password-1280', { fullPage: false });

  await passwordField.fill(password);
  await confirm.click();
  await page.waitForURL(`${baseUrl}/talent/account-closed`);
  await page.getByRole('heading', { level: 1, name: 'Your account has been closed' }).waitFor();
  await page.getByRole('link', { name: 'Create a new account' }).waitFor();
  await screenshot(page, 'account-closed-1280');
  await expectNoSeriousAxeViolations(page, 'the account-closed page');

  // Signed out: home asks to sign in, and the closed account signs in no more.
  await page.goto(HOME);
  await page.waitForURL(/\/talent\/login\?returnUrl=/);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
  assert.match(page.url(), /\/talent\/login/);
  await page.context().close();
});

test('the demo talent’s home: cards, completion, job alerts, the communities banner, ?edit=business-card', async () => {
  const page = await newPage(1280, 900);
  await signIn(page);
  await page.goto(HOME);
  await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
  const card = page.getByRole('region', { name: 'Business card' });
  await card.getByRole('button', { name: 'Edit business card' }).waitFor();
  await page.getByRole('region', { name: 'Resume' }).waitFor();
  await page.getByRole('region', { name: 'Profile completion' }).getByRole('progressbar').waitFor();
  await page.getByRole('region', { name: 'Your activity' }).waitFor();
  // The demo talent has saved no job alert preferences (other journeys rely on that): the
  // listing asks for them. The new talent's journey sees the listing with jobs.
  const alerts = page.getByRole('region', { name: 'Job alerts' });
  await alerts.getByRole('heading', { name: 'Set up your job alert preferences' }).waitFor();
  assert.equal(
    await alerts.getByRole('link', { name: 'Set your preferences' }).getAttribute('href'),
    '/talent/job-alerts/preferences',
  );
  const banner = page.getByRole('complementary', {
    name: 'Be found by the companies you want to work for',
  });
  assert.equal(
    await banner.getByRole('link', { name: 'Browse talent communities' }).getAttribute('href'),
    '/talent/communities',
  );
  await settled(page);
  await screenshot(page, 'home-1280');
  await expectNoSeriousAxeViolations(page, 'home');

  // ?edit=business-card opens the editor, and leaves the address bar.
  await page.goto(`${HOME}?edit=business-card`);
  const form = page.getByRole('form', { name: 'Edit business card' });
  await form.waitFor();
  await page.waitForURL((url) => url.pathname === '/talent/home' && !url.searchParams.has('edit'));
  await form.getByRole('button', { name: 'Cancel' }).click();
  await form.waitFor({ state: 'detached' });
  await card.getByRole('button', { name: 'Edit business card' }).waitFor();

  // The breakpoints: one column from 991 px down.
  for (const width of [991, 767]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: the fixed header then heads the capture instead of crossing its middle.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await settled(page);
    await screenshot(page, `home-${width}`);
  }
  await page.context().close();

  const phone = await newPage(390, 844);
  await signIn(phone);
  await phone.goto(HOME);
  await phone
    .getByRole('region', { name: 'Job alerts' })
    .getByRole('heading', { name: 'Set up your job alert preferences' })
    .waitFor();
  await phone
    .getByRole('region', { name: 'Profile completion' })
    .getByRole('progressbar')
    .waitFor();
  await settled(phone);
  await screenshot(phone, 'home-390');
  await expectNoSeriousAxeViolations(phone, 'home at 390 px');
  await phone.context().close();
});

test('home and the profile editor are in the first response: drawn with the talent’s data, taken over by the app as they are', async () => {
  const page = await newPage(390, 844);
  await signIn(page);
  const { warnings, keptHeading } = await watchFirstResponse(page);
  const layout = async (target: Page) => {
    const boxes = [];
    for (const part of [
      target.getByRole('heading', { level: 1, name: /^Welcome, / }),
      target.getByText('Welcome to Talent Portal'),
      target.getByRole('heading', { name: 'Business card' }),
      target.getByRole('heading', { name: 'Profile completion' }),
    ]) {
      boxes.push(await part.boundingBox());
    }
    return boxes;
  };
  const withoutScripts = async (address = HOME) => {
    const { visitor, response, close } = await openWithoutScripts(page, address);
    assert.equal(response?.headers()['cache-control'], 'private, no-store');
    return { visitor, close };
  };

  const first = await withoutScripts();
  assert.equal(await first.visitor.title(), 'Home | Talent Portal');
  const drawn = await layout(first.visitor);
  await first.close();

  await page.goto(HOME);
  // The app has started once the data it was handed is read.
  await page.locator('#first-response-data').waitFor({ state: 'detached' });
  await page
    .getByRole('region', { name: 'Business card' })
    .getByRole('button', { name: 'Edit business card' })
    .waitFor();
  await settled(page);
  assert.deepEqual(await layout(page), drawn, 'the page does not move when the app takes it over');
  assert.equal(
    await keptHeading(),
    true,
    'the app kept the first response’s elements (hydration), it did not draw them again',
  );
  assert.deepEqual(warnings, []);

  // The profile editor, the same way.
  const PROFILE = `${baseUrl}/talent/profile`;
  const workHistory = (target: Page) => target.getByRole('heading', { name: 'Work history' });
  const editor = await withoutScripts(PROFILE);
  assert.equal(await editor.visitor.title(), 'Profile | Talent Portal');
  const editorDrawn = await workHistory(editor.visitor).boundingBox();
  assert.ok(editorDrawn, 'the work history is in the first response');
  await editor.close();
  await page.goto(PROFILE);
  await page.locator('#first-response-data').waitFor({ state: 'detached' });
  await settled(page);
  assert.deepEqual(await workHistory(page).boundingBox(), editorDrawn);
  assert.equal(await keptHeading(), true, 'the profile editor was taken over, not drawn again');
  assert.deepEqual(warnings, []);
  await page.goto(HOME);
  await page.locator('#first-response-data').waitFor({ state: 'detached' });

  // A message dismissed on this device stays out of the next first response.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByText('Welcome to Talent Portal').waitFor({ state: 'detached' });
  const again = await withoutScripts();
  await again.visitor.getByRole('heading', { name: 'Business card' }).waitFor();
  assert.equal(await again.visitor.getByText('Welcome to Talent Portal').count(), 0);
  await again.close();
  await page.close();
});

test('a click on a button of the first response, made before the app has started, is made once it has', async () => {
  const page = await newPage(390, 844);
  await signIn(page);
  // A slow network: the app's entry arrives two seconds late.
  await page.route(/\/talent\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  const arrived = page.goto(HOME);
  const dismiss = page.getByRole('button', { name: 'Dismiss welcome message' });
  await dismiss.waitFor();
  assert.equal(await page.locator('html[data-app-started]').count(), 0, 'the app has not started');
  await dismiss.click();
  // Kept, and the page shows it is on its way.
  await page.locator('html[data-click-kept]').waitFor({ state: 'attached' });
  await arrived;
  await page.getByText('Welcome to Talent Portal').waitFor({ state: 'detached' });
  assert.equal(await page.locator('html[data-click-kept]').count(), 0);
  await page.close();
});

test('the demo talent’s privacy page at 1280 and 390 px and the delete dialog, left with Cancel', async () => {
  for (const width of [1280, 390]) {
    const page = await newPage(width, width < 768 ? 844 : 900);
    await signIn(page);
    await page.goto(PRIVACY);
    await page.getByRole('heading', { level: 1, name: PRIVACY_TITLE }).waitFor();
    await page.getByRole('link', { name: 'Manage Connections' }).waitFor();
    await page.getByRole('radiogroup', { name: 'Profile visibility' }).waitFor();
    const request = page.getByRole('link', { name: 'Request Data Export' });
    assert.match((await request.getAttribute('href')) ?? '', /^mailto:.*user%20id%20/);
    await page.getByRole('link', { name: DOWNLOAD }).waitFor();
    await settled(page);
    await screenshot(page, `privacy-${width}`);
    await expectNoSeriousAxeViolations(page, `privacy at ${width} px`);

    // The dialog, opened and left: the demo account stays.
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account' });
    await dialog.getByRole('radio', { name: "I couldn't find any jobs that suit me" }).waitFor();
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByLabel('Tell us why').waitFor();
    await settled(page);
    await screenshot(page, `privacy-delete-dialog-${width}`, { fullPage: false });
    await expectNoSeriousAxeViolations(page, `the delete dialog at ${width} px`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  }
});

test('the mailed confirm-deletion page, signed out: an explanation, a button, the refusal', async () => {
  const page = await newPage(390, 844);
  await page.goto(`${baseUrl}/talent/account/confirm-deletion?token=x`);
  await page.getByRole('heading', { level: 1, name: 'Close your account' }).waitFor();
  await page.getByText(/^You asked to close your account\./).waitFor();
  await page.getByRole('link', { name: 'Keep my account' }).waitFor();
  await expectNoSeriousAxeViolations(page, 'the confirm-deletion page');
  await page.getByRole('button', { name: 'Close my account' }).click();
  await page.getByRole('alert').filter({ hasText: INVALID_LINK }).waitFor();
  assert.match(page.url(), /\/talent\/account\/confirm-deletion\?token=x$/);
  await settled(page);
  await screenshot(page, 'confirm-deletion-invalid-390');
  await expectNoSeriousAxeViolations(page, 'the confirm-deletion page with its error');

  await page.goto(`${baseUrl}/talent/account-closed`);
  await page.getByRole('heading', { level: 1, name: 'Your account has been closed' }).waitFor();
  await screenshot(page, 'account-closed-390');
  await expectNoSeriousAxeViolations(page, 'the account-closed page at 390 px');
  await page.context().close();
});
