// Journey: pre-fill the profile from a resume (spec 2 section 4.2), as the newcomer demo talent
// (the main demo talent's full profile stays as it is for the other journeys). Upload a plain
// text resume, click 'Pre-fill now', wait for the review message, see a filled role in Work
// history, then 'Clear all' and confirm: the role is gone. axe on the page with the review and
// on the confirmation; screenshots at 1280 and 390 px. Leaves the newcomer as it found them:
// the resume is deleted and the business card put back.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { baseUrl, browserForFile, newcomer, screenshot, settled, signIn } from '../support/browser';

const { newPage } = browserForFile();

const PROFILE = `${baseUrl}/talent/profile`;
const REVIEW = 'Please review and edit the info that has been automatically filled';
const resumeFixture = join(import.meta.dirname, '..', 'fixtures', 'resume.txt');

const viewportScreenshot = (page: Page, name: string) =>
  screenshot(page, name, { fullPage: false });

test('upload a resume, pre-fill the profile, see the filled sections, then clear all', async () => {
  const page = await newPage(1280);
  await signIn(page, newcomer);
  const cardBefore = await (await page.request.get(`${baseUrl}/api/talentapi/businessCard`)).json();
  await page.goto(PROFILE);
  const resume = page.getByRole('region', { name: 'Resume' });
  const workHistory = page.getByRole('region', { name: 'Work history' });
  await resume.getByText('Upload your resume').waitFor();
  assert.equal(await workHistory.getByText('Westmead Health Services').count(), 0);

  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    resume.getByRole('button', { name: 'Add Resume' }).click(),
  ]);
  await chooser.setFiles({
    name: 'Priya Raman resume.txt',
    mimeType: 'text/plain',
    buffer: await readFile(resumeFixture),
  });
  await resume.getByText('Priya Raman resume.txt').waitFor();
  await resume
    .getByText('We can help you fill in your profile with your uploaded resume')
    .waitFor();

  await resume.getByRole('button', { name: 'Pre-fill now' }).click();
  await resume
    .getByRole('status')
    .filter({ hasText: 'Filling in your profile! This may take a few seconds...' })
    .waitFor();
  // Parsed, pre-filled, populated, 5 s more, the profile read again.
  await resume.getByText(REVIEW).waitFor({ timeout: 60_000 });
  await resume.getByRole('link', { name: 'Review profile' }).waitFor();
  await workHistory.getByText('Westmead Health Services').first().waitFor();
  await workHistory.getByText('Harbour Retail Group').first().waitFor();
  await page.getByRole('region', { name: 'Languages' }).getByText('Tamil').waitFor();
  await settled(page);
  await expectNoSeriousAxeViolations(page, 'the profile after a pre-fill');
  await resume.scrollIntoViewIfNeeded();
  await viewportScreenshot(page, 'profile-prefill-review-1280');
  await workHistory.scrollIntoViewIfNeeded();
  await viewportScreenshot(page, 'profile-prefill-work-history-1280');

  // The same review at 390 px.
  const narrow = await newPage(390, 844);
  await signIn(narrow, newcomer);
  await narrow.goto(PROFILE);
  const narrowResume = narrow.getByRole('region', { name: 'Resume' });
  await narrowResume.getByText(REVIEW).waitFor();
  await settled(narrow);
  await narrowResume.scrollIntoViewIfNeeded();
  await viewportScreenshot(narrow, 'profile-prefill-review-390');
  await narrow.context().close();

  // Clear all, after confirming.
  await resume.getByRole('button', { name: 'Clear all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear all confirmation' });
  await dialog.getByText('Are you sure you want to clear all parsed content?').waitFor();
  await settled(page);
  await expectNoSeriousAxeViolations(page, 'the Clear all confirmation');
  await viewportScreenshot(page, 'profile-prefill-clear-all-1280');
  await dialog.getByRole('button', { name: 'Clear all' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await resume.getByText(REVIEW).waitFor({ state: 'hidden' });
  await workHistory.getByText('Westmead Health Services').waitFor({ state: 'hidden' });
  const profile = await (await page.request.get(`${baseUrl}/api/workerapi/webresume`)).json();
  assert.deepEqual(profile.roles, []);

  // Put the newcomer back as it was: no resume, the card it had.
  const cv = await (await page.request.get(`${baseUrl}/api/talentapi/cv-file`)).json();
  const origin = { origin: baseUrl };
  const removed = await page.request.delete(`${baseUrl}/api/talentapi/cv-file/${cv.file.id}`, {
    headers: origin,
  });
  assert.equal(removed.status(), 204);
  const restored = await page.request.put(`${baseUrl}/api/talentapi/businessCard`, {
    headers: origin,
    data: {
      currentRole: cardBefore.currentRole,
      addressLocation: cardBefore.addressLocation,
      bioMessage: cardBefore.bioMessage,
      externalLinks: cardBefore.externalLinks.map((l: { linkUrl: string }) => ({
        linkUrl: l.linkUrl,
      })),
    },
  });
  assert.equal(restored.status(), 200, await restored.text());
  await page.context().close();
});
