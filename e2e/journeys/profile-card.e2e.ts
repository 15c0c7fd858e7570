// Journey: the demo talent's business card. Edit the role and bio, add two links and remove
// one, save and see them; switch visibility to the network (with consent) and back; change
// availability; open the preview; axe on the profile page; screenshots at 1280 and 390 px of
// the card in Display and Edit. The demo card is restored at the end for the other journeys.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
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
const CARD_API = `${baseUrl}/api/talentapi/businessCard`;

interface Card {
  currentRole: string | null;
  bioMessage: string | null;
  addressLocation: unknown;
  externalLinks: { linkUrl: string }[];
  specialities: { label: string }[];
  jobSearchStatusId: number | null;
  privacy: { profileStatus: 1 | 2 };
}

async function openProfile(page: Page) {
  await signIn(page, demo);
  await page.goto(PROFILE);
  await page.locator('#business-card').getByRole('heading', { name: 'Alex Morgan' }).waitFor();
}

const readCard = async (page: Page) => (await (await page.request.get(CARD_API)).json()) as Card;

/** Puts the demo card back as it was, so later journeys see the seeded profile. */
async function restore(page: Page, original: Card) {
  // The app's own origin, as the page would send it: the API refuses writes from elsewhere.
  const headers = { origin: baseUrl };
  await page.request.put(CARD_API, {
    headers,
    data: {
      currentRole: original.currentRole ?? 'Senior Software Engineer',
      bioMessage: original.bioMessage,
      addressLocation: original.addressLocation,
      externalLinks: original.externalLinks.map((l) => ({ linkUrl: l.linkUrl })),
      specialities: original.specialities.map((s) => s.label),
    },
  });
  await page.request.put(`${baseUrl}/api/talentapi/privacy`, {
    headers,
    data: { profileStatus: original.privacy.profileStatus },
  });
  if (original.jobSearchStatusId !== null) {
    await page.request.put(`${baseUrl}/api/talentapi/job-search-status`, {
      headers,
      data: { jobSearchStatusId: original.jobSearchStatusId },
    });
  }
}

/** The business card alone. */
const cardShot = (page: Page, name: string) =>
  sectionScreenshot(page.locator('#business-card'), name);

const waitForPut = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'PUT');

test('edit the business card, visibility and availability, then preview it', async () => {
  const page = await newPage(1280);
  await openProfile(page);
  const original = await readCard(page);
  try {
    const card = page.locator('#business-card');
    await settled(page);
    await cardShot(page, 'profile-card-display-1280');
    await screenshot(page, 'profile-card-page-1280');

    await card.getByRole('button', { name: 'Edit business card' }).click();
    const form = page.getByRole('form', { name: 'Edit business card' });
    await form.waitFor();
    await form.getByRole('textbox', { name: /Role title/ }).fill('Principal Engineer (e2e)');
    await form
      .getByRole('textbox', { name: 'Bio' })
      .fill('Bio written by the profile card journey.');
    const linkInput = form.getByRole('textbox', { name: 'Link URL' });
    await linkInput.fill('linkedin.com/in/e2e-card');
    await form.getByRole('button', { name: 'Add' }).click();
    assert.equal(await linkInput.inputValue(), '');
    await linkInput.fill('https://e2e-card.example.com');
    await linkInput.press('Enter');
    const links = form.getByRole('list', { name: 'Links' });
    await links.getByText('https://e2e-card.example.com').waitFor();
    await settled(page);
    await cardShot(page, 'profile-card-edit-1280');
    await links.getByRole('button', { name: 'Remove link https://e2e-card.example.com' }).click();
    const saved = waitForPut(page, '/api/talentapi/businessCard');
    await form.getByRole('button', { name: 'Save' }).click();
    assert.equal((await saved).status(), 200);
    await card.getByText('Principal Engineer (e2e)').waitFor();
    await card.getByText('Bio written by the profile card journey.').waitFor();
    const linkedIn = card.getByRole('link', { name: /LinkedIn: linkedin.com\/in\/e2e-card/ });
    assert.equal(await linkedIn.getAttribute('href'), '//linkedin.com/in/e2e-card');
    assert.equal(await card.getByRole('link', { name: /e2e-card.example.com/ }).count(), 0);

    // Visibility: the network option needs the consent.
    await card.getByRole('radio', { name: /Visible to the network/ }).click({ force: true });
    const dialog = page.getByRole('dialog', { name: 'Confirm Privacy Setting' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Please check the checkbox to confirm').waitFor();
    await dialog.getByRole('checkbox').check();
    const toPublic = waitForPut(page, '/api/talentapi/privacy');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    assert.equal((await toPublic).status(), 200);
    assert.equal((await readCard(page)).privacy.profileStatus, 1);
    // The closing modal's overlay would take the next click.
    await dialog.waitFor({ state: 'hidden' });
    await card.getByRole('radio', { name: /Visible to the network/, checked: true }).waitFor();
    const toPrivate = waitForPut(page, '/api/talentapi/privacy');
    await card.getByRole('radio', { name: /Visible to connections only/ }).click({ force: true });
    assert.equal((await toPrivate).status(), 200);
    assert.equal((await readCard(page)).privacy.profileStatus, 2);

    // Availability saves on change.
    await card.getByPlaceholder('Select status').click();
    const status = waitForPut(page, '/api/talentapi/job-search-status');
    await page.getByRole('option', { name: 'Open to offers' }).click();
    assert.equal((await status).status(), 200);
    assert.equal((await readCard(page)).jobSearchStatusId, 3);

    await expectNoSeriousAxeViolations(page, 'the profile');

    await card.getByRole('link', { name: 'View your profile', exact: true }).click();
    await page.waitForURL(/\/talent\/profile\/preview\/connections\//);
    await page.getByRole('heading', { name: 'Alex Morgan' }).waitFor();
    await page.getByText('Principal Engineer (e2e)').first().waitFor();
    await screenshot(page, 'profile-card-preview-1280');
    await page.goto(`${baseUrl}/talent/profile/preview/network/x`);
    await page.getByText('Name hidden until you connect').waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Alex Morgan' }).count(), 0);
    await screenshot(page, 'profile-card-preview-network-1280');
    await page.getByRole('link', { name: 'Back to profile editor' }).click();
    await page.waitForURL(/\/talent\/profile$/);
  } finally {
    await restore(page, original);
    await page.context().close();
  }
  const page2 = await newPage(1280);
  await openProfile(page2);
  const restored = await readCard(page2);
  assert.equal(restored.currentRole, original.currentRole);
  assert.deepEqual(restored.externalLinks, original.externalLinks);
  await page2.context().close();
});

test('the card at 390 px wide, in Display and Edit', async () => {
  const page = await newPage(390, 844);
  await openProfile(page);
  const card = page.locator('#business-card');
  await settled(page);
  await cardShot(page, 'profile-card-display-390');
  await card.getByRole('button', { name: 'Edit business card' }).click();
  const form = page.getByRole('form', { name: 'Edit business card' });
  await form.waitFor();
  await settled(page);
  await cardShot(page, 'profile-card-edit-390');
  // The demo's address has a street line, so the form opens on the manual address; going to
  // the search and back keeps the (valid) address.
  await form.getByRole('button', { name: 'Search for a location instead' }).click();
  const search = form.getByLabel('Search for your suburb, town or city');
  await search.waitFor();
  assert.match(await search.inputValue(), /Surry Hills/);
  await cardShot(page, 'profile-card-edit-search-390');
  await form.getByRole('button', { name: 'Enter address manually' }).click();
  await form.getByRole('textbox', { name: /Postcode/ }).waitFor();
  assert.equal(
    await form.getByRole('textbox', { name: 'Address', exact: true }).inputValue(),
    '48 Crown Street',
  );
  await form.getByRole('button', { name: 'Cancel' }).click();
  await card.getByRole('button', { name: 'Edit business card' }).waitFor();
  await card.getByRole('link', { name: 'View your profile', exact: true }).click();
  await page.getByRole('heading', { name: 'Alex Morgan' }).waitFor();
  await settled(page);
  await screenshot(page, 'profile-card-preview-390');
  await page.context().close();
});
