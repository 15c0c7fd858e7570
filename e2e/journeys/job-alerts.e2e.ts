// Journey: job alerts end to end (spec 3 sections 2 and 4). A new talent connects to a
// community, sets daily alert preferences, the operator imports new matching jobs and runs the
// digests (as of the next morning), the mail arrives on the run's local SMTP server, its link
// opens the results with the new jobs, and its one-click unsubscribe turns the alerts off.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { baseUrl, browserForFile, screenshot } from '../support/browser';
import { linkIn, waitForMail } from '../support/mail';

const { newPage } = browserForFile();

const adminToken = process.env.ADMIN_TOKEN ?? '';
const SEGMENT = 'harbourline-health-nursing';
const ROLE = 'Perfusionist';

async function signUp(page: Page): Promise<string> {
  const email = `alerts-${Date.now().toString(36)}@example.com`;
  await page.goto(`${baseUrl}/talent/sign-up?returnUrl=${encodeURIComponent('/talent/home')}`);
  await page.getByLabel('Full name').fill('Jordan Alert');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/talent\/home/);
  return email;
}

async function admin(path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) assert.fail(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Two new jobs for the community, imported through the admin feed, and waits until done. */
async function importNewJobs(stamp: string) {
  const posting = (n: number) => ({
    identifier: `e2e-alert-${stamp}-${n}`,
    title: n === 1 ? `Clinical ${ROLE}` : `Senior ${ROLE}`,
    description: '<p>Run the heart-lung machine in cardiac surgery.</p>',
    datePosted: new Date().toISOString(),
    employmentType: 'FULL_TIME',
    hiringOrganization: { name: 'Harbourline Health' },
    jobLocation: {
      address: { addressLocality: 'Parramatta', addressRegion: 'NSW', addressCountry: 'AU' },
    },
    talentPortal: { segmentCode: SEGMENT },
  });
  const accepted = await admin('/api/admin/jobs/import', [posting(1), posting(2)]);
  const status = accepted.headers.get('location') ?? '';
  for (let waited = 0; ; waited += 250) {
    const poll = await fetch(`${baseUrl}${status}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const body = (await poll.json()) as { state: string };
    if (body.state === 'done') return;
    assert.ok(body.state !== 'failed' && waited < 60_000, `import ${body.state}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('set daily alerts, get the digest of new jobs by mail, open its results, unsubscribe in one click', async () => {
  assert.ok(adminToken, 'ADMIN_TOKEN is set by e2e/run.mjs');
  const page = await newPage(1280, 900);
  const email = await signUp(page);
  const connected = await page.request.post(
    `${baseUrl}/api/talentapi/communities/${SEGMENT}/connect`,
    { headers: { origin: baseUrl } },
  );
  assert.equal(connected.status(), 200);

  // Preferences: roles, daily alerts.
  await page.goto(`${baseUrl}/talent/job-alerts/preferences`);
  const roles = page.getByLabel(/^Roles/);
  await roles.waitFor();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Roles are required').waitFor();
  await roles.fill(ROLE);
  await page.getByRole('switch', { name: /Enable alerts/ }).check({ force: true });
  await page.getByRole('radio', { name: 'Daily' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Your job alert preferences have been saved.').waitFor();
  await screenshot(page, 'job-alert-preferences-1280');
  await expectNoSeriousAxeViolations(page, 'Job Alert Preferences');

  // New jobs arrive; the digests run as of 8 am tomorrow in Sydney (a day on is always past it).
  await importNewJobs(Date.now().toString(36));
  const asOf = new Date(Date.now() + 26 * 3600_000).toISOString();
  const run = (await (await admin('/api/admin/job-alerts/run', { asOf })).json()) as {
    sent: number;
  };
  assert.ok(run.sent >= 1, 'at least this talent’s digest was sent');

  const mail = await waitForMail(email, /^2 new jobs for Perfusionist$/);
  assert.match(mail.text ?? '', new RegExp(`Clinical ${ROLE}`));
  assert.match(mail.text ?? '', new RegExp(`Senior ${ROLE}`));
  assert.ok(typeof mail.html === 'string' && mail.html.includes(`Clinical ${ROLE}`));
  const header = (key: string) =>
    mail.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, '');
  const oneClick = /^<(.+)>$/.exec(header('list-unsubscribe') ?? '')?.[1];
  assert.ok(oneClick, 'a List-Unsubscribe address');
  assert.equal(header('list-unsubscribe-post'), 'List-Unsubscribe=One-Click');

  // The mail's link opens the results, with the new jobs.
  await page.goto(linkIn(mail, 'See all matching jobs'));
  await page.getByText(`Clinical ${ROLE}`).first().waitFor();
  await page.getByText(`Senior ${ROLE}`).first().waitFor();
  await page.getByText(/^Showing 2 of 2$/).waitFor();
  await screenshot(page, 'job-alert-results-1280');
  await expectNoSeriousAxeViolations(page, 'Job Alert Results');

  // Home's first response draws the alert's listing (its jobs load once the app has started):
  // no part of it failed on the server and was left for the browser to draw ('<!--$!-->').
  const home = await (await page.request.get(`${baseUrl}/talent/home`)).text();
  assert.ok(home.includes('first-response-data'), 'home is drawn with the talent’s data');
  assert.ok(home.includes('>Job alerts</h2>'));
  assert.equal(home.includes('<!--$!-->'), false, 'nothing failed to draw on the server');

  // One click in the mailbox: a form post from the provider's server, no session, no Origin.
  const unsubscribed = await fetch(oneClick, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  assert.equal(unsubscribed.status, 200);
  await page.goto(`${baseUrl}/talent/job-alerts/preferences`);
  await roles.waitFor();
  assert.equal(await roles.inputValue(), ROLE);
  assert.equal(
    await page.getByRole('switch', { name: /Enable alerts/ }).isChecked(),
    false,
    'alerts are off after unsubscribing',
  );
  await page.context().close();
});

test('the unsubscribe page of the mail acts only on its button, signed out too', async () => {
  const page = await newPage(390, 844);
  await page.goto(`${baseUrl}/talent/job-alerts/unsubscribe?token=not-a-real-token`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await page.getByText('This unsubscribe link is not valid.').waitFor();
  await screenshot(page, 'job-alerts-unsubscribe-invalid-390');
  await expectNoSeriousAxeViolations(page, 'the unsubscribe page');
  await page.context().close();
});
