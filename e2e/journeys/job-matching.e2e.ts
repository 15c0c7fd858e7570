// Journey: job matching with the demo talent (a resume, confirmed skills, preferences and about
// 100 suggestions). The first visit shows the walk-through; the talent updates the preferences,
// saves a job and finds it in My Saved Jobs with the count, removes a job, opens a job's
// details and sees how their skills compare, adds a skill the job asks for and sees the list
// change, and takes a suggestion into their core skills. Axe on each page; screenshots at 1280
// and 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { baseUrl, browserForFile, screenshot, settled, signIn } from '../support/browser';

const { newPage } = browserForFile();

const JOB_MATCHING = `${baseUrl}/talent/job-matching`;
const COUNT = /^(\d+) suggested job\(s\) found$/;

async function suggestedCount(page: Page, not?: number): Promise<number> {
  const line = page.getByRole('status').filter({ hasText: COUNT });
  await line.waitFor();
  if (not !== undefined)
    await page.waitForFunction(
      ([previous]) =>
        Array.from(document.querySelectorAll('[role="status"]')).some((el) => {
          const match = /^(\d+) suggested job\(s\) found$/.exec(el.textContent ?? '');
          return match !== null && Number(match[1]) !== previous;
        }),
      [not],
    );
  const [, count = '0'] = COUNT.exec((await line.textContent()) ?? '') ?? [];
  return Number(count);
}

/** Signs in with the walk-through already seen on this browser, as after a first visit. */
async function signInReturning(page: Page) {
  await signIn(page);
  const { profileId } = (await (
    await page.request.get(`${baseUrl}/api/talentapi/session`)
  ).json()) as { profileId: string };
  // The talent's local store, and its copy in a cookie that the page requests carry (the server
  // that draws the page's first response reads it).
  await page.evaluate((id) => {
    const key = `talent-local-store:${id}`;
    const store = {
      ...JSON.parse(localStorage.getItem(key) ?? '{}'),
      jobMatchingWalkThroughSeenAt: new Date().toISOString(),
    };
    localStorage.setItem(key, JSON.stringify(store));
    // biome-ignore lint/suspicious/noDocumentCookie: as the app writes it
    document.cookie = `talent-local-store-${id}=${encodeURIComponent(JSON.stringify(store))}; path=/talent`;
  }, profileId);
}

/** A card's job (its matching reference), which names it where several share a role name. */
const jobOf = (page: Page, index: number) =>
  page.getByRole('article').nth(index).getAttribute('aria-labelledby');

const roleOf = async (page: Page, index: number) =>
  (
    (await page.getByRole('article').nth(index).getByRole('heading', { level: 2 }).textContent()) ??
    ''
  ).trim();

test('walk-through, preferences, saving and removing jobs', async () => {
  const page = await newPage(1280, 900);
  await signIn(page);
  await page.goto(JOB_MATCHING);

  // The first visit opens the walk-through; Next through its four pages, then Done.
  const walkThrough = page.getByRole('dialog', { name: 'How job matching works' });
  await walkThrough.getByRole('heading', { name: 'Welcome to Job Matching' }).waitFor();
  await settled(page);
  await screenshot(page, 'job-matching-walk-through-1280', { fullPage: false });
  await expectNoSeriousAxeViolations(page, 'the walk-through');
  for (const title of [
    'Get matched to your preferred next roles',
    'Choose your preferred work location',
    'Save your preferred jobs',
  ]) {
    await walkThrough.getByRole('button', { name: 'Next' }).click();
    await walkThrough.getByRole('heading', { name: title }).waitFor();
  }
  await walkThrough.getByRole('button', { name: 'Done' }).click();
  await walkThrough.waitFor({ state: 'detached' });
  const before = await suggestedCount(page);
  assert.ok(before > 20, `the demo talent has many suggestions (${before})`);

  // Update the preferences: one more role, full time.
  await page.getByRole('button', { name: 'Edit preferences' }).click();
  await page.getByPlaceholder('Type to add roles...').fill('Data Engineer');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('radio', { name: 'Full time permanent' }).check();
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/job-matching/preferences'),
  );
  await page.getByRole('button', { name: 'Update Preferences' }).click();
  assert.equal((await saved).status(), 200);
  await page
    .getByText(/Data Engineer$/)
    .first()
    .waitFor();
  await page.getByText('Full time permanent').waitFor();
  const afterPreferences = await suggestedCount(page);
  assert.ok(afterPreferences > 0, 'the new preferences find matches');

  // Save the first job: it turns into 'Job Saved', leaves the list, and My Saved Jobs counts it.
  const savedRole = await roleOf(page, 0);
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: 'Save', exact: true })
    .click();
  await page.getByText('Job Saved', { exact: true }).waitFor();
  await page.getByText('Job Saved', { exact: true }).waitFor({ state: 'detached' });
  const tabs = page.getByRole('navigation', { name: 'Job matching' });
  await tabs.getByRole('link', { name: 'My Saved Jobs (1)' }).waitFor();
  assert.equal(await suggestedCount(page), afterPreferences - 1);

  // Remove the next job: Remove Job shows on hover.
  const removedJob = await jobOf(page, 0);
  const card = page.getByRole('article').first();
  await card.hover();
  await card.getByRole('button', { name: /^Remove Job/ }).click();
  await page.getByText('Job Removed', { exact: true }).waitFor();
  await page.getByText('Job Removed', { exact: true }).waitFor({ state: 'detached' });
  assert.equal(await suggestedCount(page), afterPreferences - 2);
  assert.notEqual(await jobOf(page, 0), removedJob);
  await settled(page);
  await screenshot(page, 'job-matching-suggestions-1280', { fullPage: false });
  await expectNoSeriousAxeViolations(page, 'the suggestions');

  // The saved job is in My Saved Jobs.
  await tabs.getByRole('link', { name: /^My Saved Jobs/ }).click();
  await page.getByRole('heading', { level: 1, name: 'My Saved Jobs' }).waitFor();
  const savedJobs = page.getByRole('list', { name: 'Saved jobs' }).getByRole('article');
  await savedJobs.first().waitFor();
  assert.equal(await savedJobs.count(), 1);
  assert.equal(await roleOf(page, 0), savedRole);
  assert.equal(
    await savedJobs.first().getByRole('button', { name: 'Saved', exact: true }).count(),
    1,
    'the saved job shows its status',
  );
  await screenshot(page, 'job-matching-saved-jobs-1280', { fullPage: false });
  await expectNoSeriousAxeViolations(page, 'My Saved Jobs');
});

test('job details: the skill comparison, adding a skill, and the core skills', async () => {
  const page = await newPage(1280, 900);
  await signInReturning(page);
  await page.goto(JOB_MATCHING);
  await suggestedCount(page);

  // Open a job that asks for a skill the talent lacks.
  let opened = false;
  for (let index = 0; index < 5 && !opened; index += 1) {
    const role = await roleOf(page, index);
    await page.getByRole('article').nth(index).getByRole('link', { name: role }).click();
    await page.getByRole('heading', { level: 1, name: role }).waitFor();
    const skills = page.getByRole('region', { name: 'Relevant skills for this job' });
    await skills.getByText(/^You have \d+ of \d+ skills this job asks for$/).waitFor();
    opened = (await skills.getByRole('button', { name: /^Add: / }).count()) > 0;
    if (!opened) {
      await page.getByRole('link', { name: 'Back to Job Matching' }).click();
      await suggestedCount(page);
    }
  }
  assert.ok(opened, 'one of the first jobs asks for a skill the talent lacks');
  const skills = page.getByRole('region', { name: 'Relevant skills for this job' });
  const summary = skills.getByText(/^You have \d+ of \d+ skills this job asks for$/);
  const [, have = '0', asked = '0'] =
    /You have (\d+) of (\d+)/.exec((await summary.textContent()) ?? '') ?? [];
  const confirmedRows = skills.getByText('You confirmed this skill');
  const confirmedBefore = await confirmedRows.count();
  await settled(page);
  await screenshot(page, 'job-matching-details-1280', { fullPage: false });
  await expectNoSeriousAxeViolations(page, 'the job details');

  // Add the first lacking skill: the comparison counts it, and says the talent confirmed it.
  const add = skills.getByRole('button', { name: /^Add: / }).first();
  const skill = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add: /, '');
  await add.click();
  await skills
    .getByText(`You have ${Number(have) + 1} of ${asked} skills this job asks for`)
    .waitFor();
  await page.getByText(`${skill} was added to your skills.`).waitFor();
  assert.equal(await confirmedRows.count(), confirmedBefore + 1);
  await skills.getByRole('button', { name: `Not mine: ${skill}` }).waitFor();

  // Take a suggestion into the core skills: the skills panel lists it among the confirmed.
  await page.getByRole('link', { name: 'Update your Skills and Competencies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage your Skills and Competencies' });
  const addSuggestion = dialog.getByRole('button', { name: /^Add / }).first();
  const suggestion = ((await addSuggestion.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
  await addSuggestion.click();
  await settled(page);
  await screenshot(page, 'job-matching-edit-skills-1280', { fullPage: false });
  await expectNoSeriousAxeViolations(page, 'the edit-skills modal');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByRole('list', { name: 'Your confirmed skills' })
    .getByText(suggestion, { exact: true })
    .waitFor();

  await page.getByRole('link', { name: 'Back to Job Matching' }).click();
  await suggestedCount(page);
});

test('at 390 px: the cards, the details and the apply overlay', async () => {
  const page = await newPage(390, 844);
  await signInReturning(page);
  await page.goto(JOB_MATCHING);
  await suggestedCount(page);
  const card = page.getByRole('article').first();
  // No hover on a phone: Remove Job is always shown.
  assert.equal(
    await card
      .getByRole('button', { name: /^Remove Job/ })
      .evaluate((b) => getComputedStyle(b).opacity),
    '1',
  );
  await settled(page);
  await screenshot(page, 'job-matching-suggestions-390', { fullPage: false });
  await expectNoSeriousAxeViolations(page, 'the suggestions at 390px');

  await card.getByRole('heading', { level: 2 }).getByRole('link').click();
  await page.getByText(/^You have \d+ of \d+ skills this job asks for$/).waitFor();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const overlay = page.getByRole('dialog', { name: /^Apply for / });
  const interested = overlay.getByRole('link', { name: "I'm interested (opens in a new tab)" });
  await interested.waitFor();
  assert.equal(await interested.getAttribute('target'), '_blank');
  assert.match((await interested.getAttribute('href')) ?? '', /^https?:\/\//);
  await settled(page);
  await screenshot(page, 'job-matching-apply-overlay-390', { fullPage: false });
  await expectNoSeriousAxeViolations(page, 'the apply overlay at 390px');
  await overlay.getByRole('button', { name: 'Close' }).click();
  await overlay.waitFor({ state: 'detached' });
  await screenshot(page, 'job-matching-details-390', { fullPage: false });
  await expectNoSeriousAxeViolations(page, 'the job details at 390px');
});
