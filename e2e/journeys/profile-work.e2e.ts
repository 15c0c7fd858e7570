// Journey: the demo talent's work history and summaries on the profile editor. Add a role with
// a unique title, edit it, make it primary, delete it; tick and untick 'Not relevant to me';
// edit the career summary; reload and see everything as saved; axe on the page; screenshots of
// work history and a summary in Display and Edit at 1280 and 390 px. The demo's original
// primary role and career summary are restored at the end, so other journeys see the profile
// as it was.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from '../support/axe';
import {
  baseUrl,
  browserForFile,
  demo,
  screenshot,
  sectionScreenshot,
  settled,
  signIn,
} from '../support/browser';

const { newPage } = browserForFile();

const PROFILE = `${baseUrl}/talent/profile`;
const RUN = Date.now().toString(36);
const TITLE = `Maintenance Planner ${RUN}`;
const SUMMARY = `Planner and team lead (${RUN}).\nI keep fixed plant running safely.`;

const workHistory = (page: Page) => page.locator('#work-history');
const careerSummary = (page: Page) => page.locator('#career-summary');
const roleEntry = (page: Page, title: string) =>
  workHistory(page).locator('[data-role-id]').filter({ hasText: title });

async function openProfile(page: Page) {
  await page.goto(PROFILE);
  await page.getByRole('heading', { level: 2, name: 'Work history' }).waitFor();
  await workHistory(page).locator('[data-role-id]').first().waitFor();
  await careerSummary(page)
    .getByRole('button', { name: /Summary$/ })
    .waitFor();
}

/** A picture of one section, named profile-work-<name>. */
const shoot = (section: Locator, name: string) =>
  sectionScreenshot(section, `profile-work-${name}`);

/** Picks a month in a month picker: opens it, goes to the year, clicks the month. */
async function pickMonth(page: Page, label: string, year: number, month: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  // The popover opens with a transition (and the form may still be scrolling into view): let
  // it come to rest before clicking inside it.
  await settled(page);
  const dropdown = page
    .locator('.mantine-MonthPickerInput-dropdown, .mantine-Popover-dropdown')
    .last();
  const level = dropdown
    .locator('.mantine-MonthPickerInput-calendarHeaderLevel, button[class*="calendarHeaderLevel"]')
    .first();
  for (let i = 0; i < 20; i++) {
    const shown = Number((await level.textContent())?.trim());
    if (shown === year) break;
    await dropdown
      .locator(shown > year ? '[data-direction="previous"]' : '[data-direction="next"]')
      .first()
      .click();
    await settled(page);
  }
  await dropdown.getByRole('button', { name: month, exact: true }).click();
  // The popover closes with a transition: wait until it has gone before the next picker opens.
  await page.locator('.mantine-MonthPickerInput-dropdown').waitFor({ state: 'detached' });
}

test('add, edit, make primary and delete a role; hide work history; edit the career summary', async () => {
  const page = await newPage(1280, 1000);
  await signIn(page, demo);
  await openProfile(page);

  // What to restore at the end.
  const originalPrimary = workHistory(page).locator('[data-role-id][data-primary]');
  const originalPrimaryTitle = await originalPrimary.getAttribute('data-role-title');
  assert.ok(originalPrimaryTitle, 'the demo talent has a primary role');
  const originalPrimaryId = await originalPrimary.getAttribute('data-role-id');
  const originalSummary = (await careerSummary(page).locator('p').last().textContent()) ?? '';
  try {
    await changeAndRestore(page, originalPrimaryTitle, originalSummary);
  } finally {
    // Whatever happened above, leave the shared demo profile as it was for the other journeys.
    await restoreDemo(page, originalPrimaryId, originalSummary);
  }
  await page.context().close();
});

/** Puts the demo's work history and summary back through the API. */
async function restoreDemo(page: Page, primaryId: string | null, summary: string) {
  const api = page.request;
  const base = `${baseUrl}/api/workerapi/webresume`;
  await api.put(`${base}/visibility/workhistory/false`);
  const roles = (await (await api.get(`${base}/roles`)).json()) as {
    id: string;
    roleTitle: string;
  }[];
  for (const role of roles.filter((r) => r.roleTitle === TITLE)) {
    await api.delete(`${base}/role/${role.id}`);
  }
  if (primaryId) await api.put(`${base}/roles/primary`, { data: { id: primaryId } });
  await api.put(`${base}/career`, { data: { careerSummary: summary } });
}

async function changeAndRestore(page: Page, originalPrimaryTitle: string, originalSummary: string) {
  await shoot(workHistory(page), 'history-display-1280');
  await shoot(careerSummary(page), 'summary-display-1280');

  // Add a role.
  await workHistory(page).getByRole('button', { name: 'Add Role' }).click();
  const form = workHistory(page).getByRole('form', { name: 'Add role' });
  await form.waitFor();
  // Messages only after a submit attempt.
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText('Company is required').waitFor();
  await form.getByText('Specialties is required').waitFor();
  await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Pilbara Iron Ore');
  await form.getByRole('textbox', { name: 'Role title', exact: true }).fill(TITLE);
  await pickMonth(page, 'Start date', 2019, 'Feb');
  await pickMonth(page, 'End date', 2021, 'Nov');
  const specialties = form.getByLabel(/^Specialties/);
  await specialties.fill('Mainten');
  await page.getByRole('option', { name: 'Maintenance Planning', exact: true }).click();
  await form
    .getByRole('textbox', { name: 'Responsibility 1', exact: true })
    .fill('Planned shutdown maintenance');
  await form
    .getByRole('textbox', { name: 'Responsibility 2', exact: true })
    .fill('Scheduled fixed plant crews');
  await shoot(workHistory(page), 'role-create-1280');
  await form.getByRole('button', { name: 'Save' }).click();
  const entry = roleEntry(page, TITLE);
  await entry.getByText('Feb 2019 – Nov 2021').waitFor();
  await entry.getByText('Pilbara Iron Ore').waitFor();

  // Edit it: a division, an achievement and 'Current role'.
  await entry.getByRole('button', { name: `Edit ${TITLE}` }).click();
  const editForm = workHistory(page).getByRole('form', { name: 'Edit role' });
  await editForm.getByRole('textbox', { name: 'Division', exact: true }).fill('Fixed Plant');
  await editForm
    .getByRole('textbox', { name: 'Achievement 1', exact: true })
    .fill('Cut unplanned downtime by 18%');
  await editForm.getByRole('checkbox', { name: 'Current role' }).check();
  assert.equal(await editForm.getByRole('textbox', { name: 'End date' }).inputValue(), 'Current');
  await shoot(workHistory(page), 'role-edit-1280');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await entry.getByText('Fixed Plant, Pilbara Iron Ore').waitFor();
  await entry.getByText('Feb 2019 – Present').waitFor();
  await entry.getByText('Cut unplanned downtime by 18%').waitFor();

  // Make it primary.
  await entry.getByRole('button', { name: `Make primary role: ${TITLE}` }).click();
  await entry.getByText('Primary role', { exact: true }).waitFor();
  assert.equal(await workHistory(page).locator('[data-primary]').count(), 1);

  // Career summary: edit it.
  await careerSummary(page).getByRole('button', { name: 'Edit Summary' }).click();
  const box = careerSummary(page).getByRole('textbox', { name: 'Career summary' });
  await shoot(careerSummary(page), 'summary-edit-1280');
  await box.fill(SUMMARY);
  await careerSummary(page).getByRole('button', { name: 'Save' }).click();
  await careerSummary(page).getByText(`Planner and team lead (${RUN}).`).waitFor();

  // Reload: everything as saved.
  await openProfile(page);
  const saved = roleEntry(page, TITLE);
  await saved.getByText('Primary role', { exact: true }).waitFor();
  await saved.getByText('Fixed Plant, Pilbara Iron Ore').waitFor();
  await saved.getByText('Planned shutdown maintenance').waitFor();
  await saved.getByText('Maintenance Planning').waitFor();
  assert.equal(
    (await careerSummary(page).locator('p').last().textContent())?.trim(),
    SUMMARY.trim(),
  );

  // 'Not relevant to me' hides the roles, and is saved.
  const notRelevant = workHistory(page).getByRole('checkbox', { name: 'Not relevant to me' });
  await notRelevant.check();
  await workHistory(page).getByText('Work history is hidden from your profile.').waitFor();
  assert.equal(await workHistory(page).locator('[data-role-id]').count(), 0);
  await page.goto(PROFILE);
  await workHistory(page).getByText('Work history is hidden from your profile.').waitFor();
  assert.ok(await notRelevant.isChecked());
  await shoot(workHistory(page), 'history-hidden-1280');
  await notRelevant.uncheck();
  await roleEntry(page, TITLE).waitFor();

  // Restore the demo's primary role, then delete the new one (with its confirmation).
  await roleEntry(page, originalPrimaryTitle)
    .first()
    .getByRole('button', { name: `Make primary role: ${originalPrimaryTitle}` })
    .click();
  await roleEntry(page, originalPrimaryTitle)
    .first()
    .getByText('Primary role', { exact: true })
    .waitFor();
  await roleEntry(page, TITLE)
    .getByRole('button', { name: `Edit ${TITLE}` })
    .click();
  await workHistory(page).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete role' });
  await dialog.getByText('Are you sure you want to delete this role?').waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await workHistory(page).getByRole('form', { name: 'Edit role' }).waitFor();
  await workHistory(page).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete role' })
    .getByRole('button', { name: 'Yes, Delete' })
    .click();
  await roleEntry(page, TITLE).waitFor({ state: 'detached' });

  // Restore the career summary.
  await careerSummary(page).getByRole('button', { name: 'Edit Summary' }).click();
  await careerSummary(page).getByRole('textbox', { name: 'Career summary' }).fill(originalSummary);
  await careerSummary(page).getByRole('button', { name: 'Save' }).click();
  await careerSummary(page).getByRole('button', { name: 'Edit Summary' }).waitFor();

  await openProfile(page);
  assert.equal(await roleEntry(page, TITLE).count(), 0);
  await roleEntry(page, originalPrimaryTitle)
    .first()
    .getByText('Primary role', { exact: true })
    .waitFor();
  assert.equal(
    (await careerSummary(page).locator('p').last().textContent()) ?? '',
    originalSummary,
  );

  await expectNoSeriousAxeViolations(page, '/talent/profile');
  await screenshot(page, 'profile-work-page-1280');
}

test('work history and summaries at 390 px', async () => {
  const page = await newPage(390, 844);
  await signIn(page, demo);
  await openProfile(page);
  await shoot(workHistory(page), 'history-display-390');
  await shoot(careerSummary(page), 'summary-display-390');
  const first = workHistory(page).locator('[data-role-id]').first();
  await first.getByRole('button', { name: /^Edit / }).click();
  await workHistory(page).getByRole('form', { name: 'Edit role' }).waitFor();
  await shoot(workHistory(page), 'role-edit-390');
  await workHistory(page).getByRole('button', { name: 'Cancel' }).click();
  await careerSummary(page).getByRole('button', { name: 'Edit Summary' }).click();
  await shoot(careerSummary(page), 'summary-edit-390');
  await careerSummary(page).getByRole('button', { name: 'Cancel' }).click();
  await expectNoSeriousAxeViolations(page, '/talent/profile at 390 px');
  await page.context().close();
});
