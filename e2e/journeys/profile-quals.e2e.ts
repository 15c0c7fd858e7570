// Journey: the demo talent's qualifications, licences, IT skills and languages on the profile
// editor. Add an Education entry with a real PDF (Documents: Yes), edit it, delete it; add a
// licence, IT skills at three levels and a language; reload and see them as saved; axe on the
// page; screenshots of each section in Display and Edit at 1280 and 390 px. Everything added
// has a unique name and is removed at the end, so other journeys see the profile as it was.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { emptyItSkills } from '@talent/contract';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from '../support/axe';
import {
  baseUrl,
  browserForFile,
  demo,
  screenshot,
  sectionScreenshot,
  signIn,
} from '../support/browser';
import { pdfBytes } from '../support/files';

const { newPage } = browserForFile();

const PROFILE = `${baseUrl}/talent/profile`;
const RUN = Date.now().toString(36);
const DIPLOMA = `Diploma of Information Technology ${RUN}`;
const LICENCE = `Light Rigid ${RUN}`;

async function openProfile(page: Page) {
  await page.goto(PROFILE);
  await page.getByRole('heading', { level: 2, name: 'Education and qualifications' }).waitFor();
  await page.locator('#languages').getByRole('button', { name: 'Add language' }).waitFor();
}

/** One section's picture, named profile-quals-<name>. */
const shootSection = (page: Page, anchor: string, name: string) =>
  sectionScreenshot(page.locator(`#${anchor}`), `profile-quals-${name}`);

async function choose(
  page: Page,
  scope: string,
  label: RegExp | string,
  option: string,
  type?: string,
) {
  const box = page.locator(`#${scope}`).getByRole('combobox', { name: label }).first();
  await box.click();
  if (type) await box.fill(type);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('qualifications, licences, IT skills and languages: add, edit, delete, reload', async () => {
  const page = await newPage(1280);
  await signIn(page, demo);
  await openProfile(page);
  const year = String(new Date().getFullYear() - 2);
  // The IT skills before this journey, to put back at the end.
  const before = await page.request.get(`${baseUrl}/api/workerapi/webresume`);
  const itSkillsBefore = before.ok() ? (await before.json()).itSkills : null;

  // Education with a real PDF.
  const quals = page.locator('#qualifications');
  await quals.getByRole('button', { name: 'Add qualification' }).click();
  await quals.getByRole('radio', { name: /^Education/ }).check();
  await shootSection(page, 'qualifications', 'qualifications-type-1280');
  await quals.getByRole('button', { name: 'Next' }).click();
  await quals.getByRole('button', { name: 'Save' }).click();
  await quals.getByText('Name is required').waitFor();
  await quals.getByText('Level is required').waitFor();
  await quals.getByRole('textbox', { name: /Qualification name/ }).fill(DIPLOMA);
  await quals.getByRole('textbox', { name: /Institution/ }).fill('TAFE NSW');
  await quals.getByRole('textbox', { name: /State\/Region/ }).fill('NSW');
  await choose(page, 'qualifications', /^Level/, 'Diploma');
  await choose(page, 'qualifications', /Year completed/, year, year);
  await choose(page, 'qualifications', /Duration/, '2 years');
  await quals.locator('input[type=file]').setInputFiles({
    name: 'diploma.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(),
  });
  await quals.getByText('diploma.pdf').waitFor();
  await shootSection(page, 'qualifications', 'qualifications-edit-1280');
  await quals.getByRole('button', { name: 'Save' }).click();
  const row = quals.getByRole('row').filter({ hasText: DIPLOMA });
  await row.waitFor();
  assert.equal(await row.getByRole('cell').nth(0).textContent(), year);
  assert.equal(await row.getByRole('cell').nth(2).textContent(), 'Diploma');
  assert.equal(await row.getByRole('cell').nth(4).textContent(), 'Yes');
  await shootSection(page, 'qualifications', 'qualifications-display-1280');

  // Edit it: the document stays attached and downloads.
  await quals.getByRole('button', { name: `Edit ${DIPLOMA}` }).click();
  const documentLink = quals.getByRole('link', { name: 'diploma.pdf' });
  const href = await documentLink.getAttribute('href');
  const download = await page.request.get(`${baseUrl}${href}`);
  assert.equal(download.status(), 200);
  assert.equal(download.headers()['content-type'], 'application/pdf');
  await quals.getByRole('textbox', { name: /Institution/ }).fill('TAFE NSW Ultimo');
  await quals.getByRole('button', { name: 'Save' }).click();
  await quals.getByRole('cell', { name: 'TAFE NSW Ultimo' }).waitFor();

  // Delete it, after a Cancel that returns to the form.
  await quals.getByRole('button', { name: `Edit ${DIPLOMA}` }).click();
  await quals.getByRole('button', { name: 'Delete' }).click();
  await quals.getByText('Are you sure you want to delete this qualification?').waitFor();
  await quals.getByRole('button', { name: 'Cancel' }).click();
  await quals.getByRole('button', { name: 'Delete' }).click();
  await quals.getByRole('button', { name: 'Yes, Delete' }).click();
  await row.waitFor({ state: 'detached' });
  assert.equal((await page.request.get(`${baseUrl}${href}`)).status(), 404);

  // A licence.
  const licences = page.locator('#licences');
  await licences.getByRole('button', { name: 'Add licence' }).click();
  await licences.getByRole('radio', { name: /^Licence/ }).check();
  await licences.getByRole('button', { name: 'Next' }).click();
  await licences.getByRole('textbox', { name: /Licence name/ }).fill(LICENCE);
  await licences.getByRole('textbox', { name: /Institution/ }).fill('Transport for NSW');
  await choose(page, 'licences', /Licence type/, 'Light Rigid (LR)', 'Light');
  await shootSection(page, 'licences', 'licences-edit-1280');
  await licences.getByRole('button', { name: 'Save' }).click();
  await licences.getByRole('row').filter({ hasText: LICENCE }).waitFor();
  await shootSection(page, 'licences', 'licences-display-1280');

  // IT skills at three levels.
  const itSkills = page.locator('#it-skills');
  await itSkills.getByRole('button', { name: /IT skills$/ }).click();
  const pick = async (field: string, term: string, option: string) => {
    const box = itSkills.getByRole('combobox', { name: field });
    await box.click();
    await box.fill(term);
    await page.getByRole('option', { name: option, exact: true }).click();
    await box.press('Escape');
  };
  await pick('Software skills: Basic', 'excel', 'Microsoft Excel');
  await pick('Systems skills: Intermediate', 'kubern', 'Kubernetes');
  await pick('Coding skills: Advanced', 'rus', 'Rust');
  await shootSection(page, 'it-skills', 'it-skills-edit-1280');
  await itSkills.getByRole('button', { name: 'Save' }).click();
  await itSkills.getByText('Rust', { exact: true }).waitFor();
  await shootSection(page, 'it-skills', 'it-skills-display-1280');

  // A language.
  const languages = page.locator('#languages');
  await languages.getByRole('button', { name: 'Add language' }).click();
  await choose(page, 'languages', /^Language/, 'Italian', 'Ital');
  await choose(page, 'languages', /Proficiency/, 'Advanced Professional');
  await shootSection(page, 'languages', 'languages-edit-1280');
  await languages.getByRole('button', { name: 'Save' }).click();
  await languages.getByRole('cell', { name: 'Italian', exact: true }).waitFor();
  await shootSection(page, 'languages', 'languages-display-1280');

  // Everything is as saved after a reload.
  await openProfile(page);
  await licences.getByRole('row').filter({ hasText: LICENCE }).waitFor();
  for (const skill of ['Microsoft Excel', 'Kubernetes', 'Rust']) {
    await itSkills.getByText(skill, { exact: true }).waitFor();
  }
  const italian = languages.getByRole('row').filter({ hasText: 'Italian' });
  assert.match((await italian.textContent()) ?? '', /Advanced Professional/);
  // From the top, so the fixed header and side bar are drawn where they belong.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'profile-quals-page-1280');

  await expectNoSeriousAxeViolations(page, '/talent/profile');

  // At 390 px: stacked lists and the forms.
  const phone = await newPage(390, 844);
  await signIn(phone, demo);
  await openProfile(phone);
  await phone.locator('#licences').getByText(LICENCE).waitFor();
  await shootSection(phone, 'licences', 'licences-display-390');
  await shootSection(phone, 'it-skills', 'it-skills-display-390');
  await shootSection(phone, 'languages', 'languages-display-390');
  await phone
    .locator('#licences')
    .getByRole('button', { name: `Edit ${LICENCE}` })
    .click();
  await shootSection(phone, 'licences', 'licences-edit-390');
  await phone.locator('#licences').getByRole('button', { name: 'Cancel' }).click();
  await phone.locator('#qualifications').getByRole('button', { name: 'Add qualification' }).click();
  await phone.locator('#qualifications').getByRole('button', { name: 'Next' }).click();
  await shootSection(phone, 'qualifications', 'qualifications-edit-390');
  await phone.locator('#qualifications').getByRole('button', { name: 'Cancel' }).click();
  await shootSection(phone, 'qualifications', 'qualifications-display-390');
  await phone.locator('#it-skills').getByRole('button', { name: 'Edit IT skills' }).click();
  await shootSection(phone, 'it-skills', 'it-skills-edit-390');
  await phone.locator('#it-skills').getByRole('button', { name: 'Cancel' }).click();
  await phone.locator('#languages').getByRole('button', { name: 'Edit Italian' }).click();
  await shootSection(phone, 'languages', 'languages-edit-390');
  await phone.locator('#languages').getByRole('button', { name: 'Cancel' }).click();
  await phone.context().close();

  // Leave the profile as it was: remove what this journey added.
  const licenceList = (await (
    await page.request.get(`${baseUrl}/api/workerapi/webresume/licences`)
  ).json()) as { qualifications: { id: string; certification: string }[] };
  for (const entry of licenceList.qualifications.filter((q) => q.certification.endsWith(RUN))) {
    const removed = await page.request.delete(
      `${baseUrl}/api/workerapi/webresume/qualification/${entry.id}`,
      { headers: { origin: baseUrl } },
    );
    assert.equal(removed.status(), 204);
  }
  assert.equal(
    (
      await page.request.put(`${baseUrl}/api/workerapi/webresume/itskills`, {
        headers: { origin: baseUrl },
        data: itSkillsBefore ?? emptyItSkills(),
      })
    ).status(),
    200,
  );
  const spoken = (await (await page.request.get(`${baseUrl}/api/talentapi/languages`)).json()) as {
    id: string;
    languageId: string;
  }[];
  for (const language of spoken.filter((l) => l.languageId === 'it')) {
    await page.request.delete(`${baseUrl}/api/talentapi/language/${language.id}`, {
      headers: { origin: baseUrl },
    });
  }
  await page.context().close();
});
