// Journey: a talent's resume and profile photo. The resume part runs as the newcomer demo talent
// (the main demo talent has a resume on file, for job matching). Upload a real PDF resume, see it listed,
// download it (same bytes, attachment, sniffed type, nosniff), delete it; open the Edit Profile
// Photo dialog, choose a png, Update, see the dialog close and the photo stored. axe on the
// dialog; screenshots of the resume section and the dialog at 1280 and 390 px.
// Leaves no resume behind (the photo cannot be removed, only replaced: the business card shows it).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from '../support/axe';
import {
  baseUrl,
  browserForFile,
  demo,
  newcomer,
  screenshot,
  settled,
  signIn,
} from '../support/browser';
import { pdfBytes } from '../support/files';

const { newPage } = browserForFile();

const PROFILE = `${baseUrl}/talent/profile`;
const photoFixture = join(import.meta.dirname, '..', 'fixtures', 'profile-photo.png');

/** What the person sees (not the whole long profile page); a dialog's backdrop covers it all. */
const viewportScreenshot = (page: Page, name: string) =>
  screenshot(page, name, { fullPage: false });

/** The width and height of a png, after checking its signature and header chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  assert.equal(bytes.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', 'a png signature');
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR', 'a png header chunk');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function chooseFile(
  page: Page,
  buttonName: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  await chooser.setFiles(file);
}

test('upload a PDF resume, see it listed, download it and delete it', async () => {
  const page = await newPage(1280);
  await signIn(page, newcomer);
  await page.goto(PROFILE);
  const section = page.getByRole('region', { name: 'Resume' });
  await section.getByText('Upload your resume').waitFor();
  await section.getByText('Save time by importing your current resume').waitFor();

  const fileName = `E2E Resume ${Date.now()}.pdf`;
  const bytes = pdfBytes('Demo Talent - resume');
  await chooseFile(page, 'Add Resume', {
    name: fileName,
    mimeType: 'application/pdf',
    buffer: bytes,
  });
  await section.getByText(fileName).waitFor();
  await section.getByText(/ · Uploaded \d{1,2} [A-Z][a-z]{2} \d{4}$/).waitFor();
  await settled(page);
  await section.scrollIntoViewIfNeeded();
  await viewportScreenshot(page, 'profile-files-resume-1280');

  // Download: the same bytes come back as an attachment with the sniffed type.
  const download = section.getByRole('link', { name: `Download ${fileName}` });
  const href = await download.getAttribute('href');
  assert.ok(href, 'the download link has an address');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  assert.equal(file.suggestedFilename(), fileName);
  const downloaded = await readFile((await file.path()) ?? '');
  assert.deepEqual(downloaded, bytes);
  const response = await page.request.get(`${baseUrl}${href}`);
  assert.equal(response.status(), 200);
  assert.equal(response.headers()['content-type'], 'application/pdf');
  assert.equal(response.headers()['x-content-type-options'], 'nosniff');
  assert.match(
    response.headers()['content-disposition'] ?? '',
    /^attachment; filename="E2E Resume \d+\.pdf"/,
  );

  // The same page at 390 px.
  const narrow = await newPage(390, 844);
  await signIn(narrow, newcomer);
  await narrow.goto(PROFILE);
  await narrow.getByRole('region', { name: 'Resume' }).getByText(fileName).waitFor();
  await settled(narrow);
  await viewportScreenshot(narrow, 'profile-files-resume-390');
  await narrow.context().close();

  // Delete, after confirming.
  await section.getByRole('button', { name: `Delete ${fileName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete resume' });
  await dialog.waitFor();
  await settled(page);
  await expectNoSeriousAxeViolations(page, 'the Delete resume dialog');
  await viewportScreenshot(page, 'profile-files-resume-delete-1280');
  await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await section.getByRole('button', { name: 'Add Resume' }).waitFor();
  await settled(page);
  await viewportScreenshot(page, 'profile-files-resume-empty-1280');
  assert.equal(await section.getByText(fileName).count(), 0);
  assert.equal((await page.request.get(`${baseUrl}${href}`)).status(), 404);
  const cv = await (await page.request.get(`${baseUrl}/api/talentapi/cv-file`)).json();
  assert.equal(cv.file, null);
  await page.context().close();
});

test('refuses a resume that is not one of the accepted kinds, with a clear message', async () => {
  const page = await newPage(1280);
  await signIn(page, newcomer);
  await page.goto(PROFILE);
  const section = page.getByRole('region', { name: 'Resume' });
  await section.getByRole('button', { name: 'Add Resume' }).waitFor();
  await chooseFile(page, 'Add Resume', {
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: await readFile(photoFixture),
  });
  await section
    .getByRole('alert')
    .getByText(/File is incorrect format/)
    .waitFor();
  await settled(page);
  await viewportScreenshot(page, 'profile-files-resume-refused-1280');
  await page.context().close();
});

for (const width of [1280, 390]) {
  test(`change the profile photo in the Edit Profile Photo dialog (${width} px)`, async () => {
    const page = await newPage(width, width < 768 ? 844 : 900);
    await signIn(page, demo);
    await page.goto(`${PROFILE}/edit-avatar`);
    const dialog = page.getByRole('dialog', { name: 'Edit Profile Photo' });
    await dialog.waitFor();
    const update = dialog.getByRole('button', { name: 'Update' });

    await chooseFile(page, 'Browse', {
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await readFile(photoFixture),
    });
    await dialog.locator('.reactEasyCrop_CropArea').waitFor();
    assert.equal(await update.isEnabled(), true, 'Update is enabled once an image is chosen');
    await settled(page);
    await expectNoSeriousAxeViolations(page, `the Edit Profile Photo dialog at ${width} px`);
    await viewportScreenshot(page, `profile-files-avatar-${width}`);

    const cropped = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/profile-photo-ngx') && r.request().method() === 'POST',
    );
    const uploaded = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/user/profile-photo-ngx/original') && r.request().method() === 'POST',
    );
    await update.click();
    const croppedResponse = await cropped;
    assert.equal(croppedResponse.status(), 200, 'the server accepts the cropped png');
    const { avatarUrl } = await croppedResponse.json();
    assert.equal((await uploaded).status(), 200);
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).pathname, '/talent/profile');

    // The business card now shows the new, cropped photo.
    const cardSection = page.getByRole('region', { name: 'Business card' });
    const photo = cardSection.getByRole('img', { name: 'Profile photo of Alex Morgan' });
    await photo.waitFor();
    assert.equal(await photo.getAttribute('src'), avatarUrl);
    await page.waitForFunction(
      (src) =>
        Array.from(document.images).some(
          (i) => i.getAttribute('src') === src && i.naturalWidth > 0,
        ),
      avatarUrl,
    );
    await settled(page);
    await cardSection.scrollIntoViewIfNeeded();
    await viewportScreenshot(page, `profile-files-card-photo-${width}`);

    const original = await page.request.get(`${baseUrl}/api/user/profile-photo/original`);
    assert.equal(original.status(), 200);
    assert.deepEqual(await original.body(), await readFile(photoFixture));
    const card = await (await page.request.get(`${baseUrl}/api/talentapi/businessCard`)).json();
    assert.match(card.avatarUrl ?? '', /^\/api\/user\/profile-photo\/[0-9a-f-]{36}$/);
    assert.equal(card.avatarUrl, avatarUrl);
    const shown = await page.request.get(`${baseUrl}${card.avatarUrl}`);
    assert.equal(shown.status(), 200);
    assert.equal(shown.headers()['content-type'], 'image/png');
    // A real png, square (the 1:1 crop), of a sensible size.
    const size = pngSize(await shown.body());
    assert.equal(size.width, size.height, 'the crop is square');
    assert.ok(size.width >= 64 && size.width <= 1024, `crop side ${size.width} px`);
    await page.context().close();
  });
}
