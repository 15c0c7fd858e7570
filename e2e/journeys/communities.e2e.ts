// Journey: connections and communities (spec 3 sections 2 and 4). A new talent finds a community,
// connects, finds its jobs in Find Jobs, sees it in My Communities, renews consent and
// disconnects by typing DISCONNECT, after which Find Jobs has no community to search again.
// Then the demo talent's list at 390 px, and the job alerts toggle's 406: the toggle turns back
// and Manage Internal Job Alerts opens with 'Roles are required'. axe on each page and dialog.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { baseUrl, browserForFile, screenshot, settled, signIn } from '../support/browser';

const { newPage } = browserForFile();

const COMMUNITIES = `${baseUrl}/talent/communities`;
const CONNECTIONS = `${baseUrl}/talent/connections`;
const FIND_JOBS = `${baseUrl}/talent/find-jobs`;
const COMMUNITY = 'Harbourline Health Nursing Community';
const COMPANY = 'Harbourline Health';
const NO_COMMUNITIES = 'No talent communities to search';

const viewport = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

async function signUp(page: Page) {
  const email = `communities-${Date.now().toString(36)}@example.com`;
  await page.goto(`${baseUrl}/talent/sign-up?returnUrl=${encodeURIComponent('/talent/find-jobs')}`);
  await page.getByLabel('Full name').fill('Riley Connor');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/talent\/find-jobs/);
}

test('find a community, connect, search its jobs, renew consent, disconnect by typing DISCONNECT', async () => {
  const page = await newPage(1280, 900);
  await signUp(page);
  await page.getByRole('heading', { level: 2, name: NO_COMMUNITIES }).waitFor();

  // Find Communities: the talent's country by default, a debounced search.
  await page.goto(COMMUNITIES);
  await page.getByText(/^\d+ communities$/).waitFor();
  await screenshot(page, 'communities-1280');
  await expectNoSeriousAxeViolations(page, 'Find Communities');
  await page.getByLabel('Search', { exact: true }).fill('nursing');
  // A second after typing stops: the search is in the address, and few communities match.
  await page.waitForURL(/[?&]text=nursing/);
  await page.getByText(/^[1-9] communit(y|ies)$/).waitFor();
  const card = page.getByRole('article', { name: COMMUNITY });
  await card.waitFor();
  await card.getByRole('button', { name: `Connect to ${COMMUNITY}` }).click();
  const join = page.getByRole('dialog', { name: `Join ${COMPANY} Talent Community` });
  await join.waitFor();
  await settled(page);
  await expectNoSeriousAxeViolations(page, 'the join dialog');
  await join.getByRole('button', { name: 'Connect' }).click();
  await page.getByText(`You joined the ${COMPANY} Talent Community.`).waitFor();
  await card.getByText('Connected', { exact: true }).waitFor();
  assert.equal(await card.getByRole('button').count(), 0, 'no Connect button once connected');
  await viewport(page, 'communities-connected-1280');

  // Find Jobs searches the new community at once.
  await page.goto(FIND_JOBS);
  await page.getByText(/^Showing [\d,]+ of [\d,]+$/).waitFor();
  assert.equal(await page.getByRole('heading', { name: NO_COMMUNITIES }).count(), 0);

  // My Communities: the new connection, Connected, with a consent a year away.
  await page.goto(CONNECTIONS);
  const row = page.getByRole('article', { name: `${COMPANY} ${COMMUNITY}` });
  await row.waitFor();
  await row.getByText('Connected', { exact: true }).waitFor();
  await screenshot(page, 'connections-new-talent-1280');
  await expectNoSeriousAxeViolations(page, 'My Communities');

  // Renew consent: the terms, then the success modal with the new date.
  await row.getByRole('button', { name: `Renew consent for ${COMMUNITY}` }).click();
  const terms = page.getByRole('dialog', { name: `${COMPANY} Terms and Conditions` });
  await terms.waitFor();
  await terms.getByLabel(`I accept the ${COMPANY} Terms and Conditions`).check();
  await settled(page);
  await expectNoSeriousAxeViolations(page, 'the terms dialog');
  await terms.getByRole('button', { name: 'Renew consent' }).click();
  const renewed = page.getByRole('dialog', { name: `${COMPANY} Terms and Conditions` });
  await renewed
    .getByText(
      new RegExp(
        `^You have successfully renewed your data consent for ${COMPANY}\\. Your consent will expire on \\d{1,2} \\w+ \\d{4}\\.$`,
      ),
    )
    .waitFor();
  await viewport(page, 'connections-consent-renewed-1280');
  await renewed.getByRole('button', { name: 'Done' }).click();
  await renewed.waitFor({ state: 'hidden' });

  // Disconnect: the button waits for DISCONNECT.
  await row.getByRole('button', { name: `Actions for ${COMMUNITY}` }).click();
  await page.getByRole('menuitem', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('dialog', { name: `Disconnect from ${COMPANY} Talent Community` });
  await confirm.waitFor();
  const disconnect = confirm.getByRole('button', { name: 'Disconnect' });
  await confirm.getByLabel('Type DISCONNECT to confirm').fill('disconnect');
  assert.equal(await disconnect.isEnabled(), false, 'lower case is not the word');
  await confirm.getByLabel('Type DISCONNECT to confirm').fill('DISCONNECT');
  await settled(page);
  await expectNoSeriousAxeViolations(page, 'the disconnect dialog');
  await disconnect.click();
  await page.getByText('Successfully disconnected from Talent Community.').waitFor();
  await page.getByText('You are not connected to any talent communities yet').waitFor();
  await page.getByRole('link', { name: 'Find Communities' }).first().waitFor();
  await viewport(page, 'connections-empty-1280');

  // Find Jobs no longer searches it.
  await page.goto(FIND_JOBS);
  await page.getByRole('heading', { level: 2, name: NO_COMMUNITIES }).waitFor();
  await page.context().close();
});

test('the demo talent’s communities at 390 px, and the job alerts toggle that needs preferences', async () => {
  const page = await newPage(390, 844);
  await signIn(page);
  await page.goto(CONNECTIONS);
  const consulting = page.getByRole('article', {
    name: 'Tasman Digital Tasman Digital Consulting Community',
  });
  await consulting.waitFor();
  for (const status of ['Connected', 'Pending', 'New', 'Declined', 'On Hold']) {
    await page.getByText(status, { exact: true }).first().waitFor();
  }
  await page.getByText('Expiring Soon', { exact: true }).waitFor();
  await page.getByText('Expired', { exact: true }).waitFor();
  await screenshot(page, 'connections-390');
  await expectNoSeriousAxeViolations(page, 'My Communities at 390 px');

  // No preferences yet: the server answers 406, the toggle turns back, the modal asks for roles.
  const toggle = consulting.getByRole('switch', {
    name: 'Job alerts for Tasman Digital Consulting Community',
  });
  assert.equal(await toggle.isChecked(), false);
  await toggle.click({ force: true });
  const modal = page.getByRole('dialog', { name: 'Manage Internal Job Alerts' });
  await modal.waitFor();
  await modal.getByText('Roles are required').waitFor();
  assert.match(page.url(), /\/connections\/job-alert-preferences\//);
  await settled(page);
  await expectNoSeriousAxeViolations(page, 'Manage Internal Job Alerts');
  await viewport(page, 'connections-job-alerts-required-390');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await modal.waitFor({ state: 'hidden' });
  assert.equal(await toggle.isChecked(), false, 'the toggle turned back');

  await page.goto(COMMUNITIES);
  await page.getByText(/^\d+ communities$/).waitFor();
  await viewport(page, 'communities-390');
  await expectNoSeriousAxeViolations(page, 'Find Communities at 390 px');
  await page.context().close();
});
