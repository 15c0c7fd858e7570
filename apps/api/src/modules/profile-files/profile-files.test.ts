import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filesMessages, MAX_RESUME_BYTES } from '@talent/contract';
import { schema } from '@talent/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxBytes, multipart, pdfBytes, pngBytes } from '../../test/files';
import { describeEachDatabase, withCookie } from '../../test/harness';
import { signUpTalent } from '../careers/test-support';

const CV = '/api/talentapi/cv-file';
const PHOTO = '/api/user/profile-photo';
const PHOTO_UPLOAD = '/api/user/profile-photo-ngx';
const dataDir = mkdtempSync(join(tmpdir(), 'talent-files-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every stored byte file, wherever the storage put it. */
function storedFiles(): string[] {
  const root = join(dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describeEachDatabase(
  'profile files',
  (ctx) => {
    let app: FastifyInstance;
    let jane: { cookie: string; talentId: string };
    let other: { cookie: string; talentId: string };

    const as = (who: { cookie: string }) => ({
      get: (url: string) => app.inject(withCookie(who.cookie, { method: 'GET', url })),
      remove: (url: string) => app.inject(withCookie(who.cookie, { method: 'DELETE', url })),
      upload: (url: string, fileName: string, bytes: Buffer, field?: string) =>
        app.inject(
          withCookie(who.cookie, { method: 'POST', url, ...multipart(fileName, bytes, { field }) }),
        ),
    });
    const filesOf = (talentId: string) =>
      ctx()
        .database.db.select()
        .from(schema.talentFile)
        .where(eq(schema.talentFile.talentId, talentId));
    const talentRow = async (talentId: string) => {
      const [row] = await ctx()
        .database.db.select()
        .from(schema.talent)
        .where(eq(schema.talent.id, talentId));
      if (!row) throw new Error('no talent');
      return row;
    };

    beforeAll(async () => {
      app = ctx().app;
      jane = await signUpTalent(app);
      other = await signUpTalent(app);
    });

    it('should require authentication', async () => {
      for (const [method, url] of [
        ['GET', CV],
        ['POST', CV],
        ['DELETE', `${CV}/00000000-0000-4000-8000-000000000000`],
        ['GET', `${CV}/00000000-0000-4000-8000-000000000000/download`],
        ['GET', `${PHOTO}/original`],
        ['GET', `${PHOTO}/00000000-0000-4000-8000-000000000000`],
        ['POST', PHOTO_UPLOAD],
        ['POST', `${PHOTO_UPLOAD}/original`],
      ] as const) {
        expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      }
    });

    describe('resume', () => {
      it('has no file at first, lists the allowed types and offers no pre-fill', async () => {
        const response = await as(jane).get(CV);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          file: null,
          allowedFileTypes: ['pdf', 'doc', 'docx', 'rtf', 'txt'],
          canPreFillFromCv: false,
          hasPreFilled: false,
        });
      });

      it('uploads a PDF, lists it and downloads it as an attachment with the sniffed type', async () => {
        const bytes = pdfBytes();
        const uploaded = await as(jane).upload(CV, 'Jane Citizen – CV (2024).pdf', bytes);
        expect(uploaded.statusCode).toBe(201);
        const { file } = uploaded.json();
        expect(file).toMatchObject({
          fileName: 'Jane Citizen – CV (2024).pdf',
          contentType: 'application/pdf',
          sizeBytes: bytes.length,
          downloadUrl: `${CV}/${file.id}/download`,
        });
        expect(new Date(file.uploadedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
        expect((await as(jane).get(CV)).json().file).toEqual(file);

        const download = await as(jane).get(file.downloadUrl);
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload).toEqual(bytes);
        expect(download.headers['content-type']).toBe('application/pdf');
        expect(download.headers['x-content-type-options']).toBe('nosniff');
        expect(download.headers['content-disposition']).toBe(
          `attachment; filename="Jane Citizen _ CV (2024).pdf"; filename*=UTF-8''Jane%20Citizen%20%E2%80%93%20CV%20%282024%29.pdf`,
        );
      });

      it('a new upload replaces the previous resume: its row and bytes go, pre-fill resets', async () => {
        const before = (await as(jane).get(CV)).json().file;
        await ctx()
          .database.db.update(schema.talent)
          .set({ hasPreFilled: true })
          .where(eq(schema.talent.id, jane.talentId));
        const storedBefore = storedFiles().length;

        const uploaded = await as(jane).upload(CV, 'cv.docx', docxBytes());
        expect(uploaded.statusCode).toBe(201);
        const body = uploaded.json();
        expect(body.file.contentType).toBe(
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        );
        expect(body.hasPreFilled).toBe(false);
        expect((await talentRow(jane.talentId)).hasPreFilled).toBe(false);
        const cvRows = (await filesOf(jane.talentId)).filter((f) => f.kind === 'cv');
        expect(cvRows.map((f) => f.id)).toEqual([body.file.id]);
        expect(storedFiles()).toHaveLength(storedBefore);
        expect((await as(jane).get(before.downloadUrl)).statusCode).toBe(404);
      });

      it("another talent's resume answers 404 for download and delete, and stays", async () => {
        const { file } = (await as(jane).get(CV)).json();
        expect((await as(other).get(file.downloadUrl)).statusCode).toBe(404);
        const deleted = await as(other).remove(`${CV}/${file.id}`);
        expect(deleted.statusCode).toBe(404);
        expect(deleted.json()).toMatchObject({ code: 'NOT_FOUND' });
        expect((await as(jane).get(CV)).json().file.id).toBe(file.id);
        expect((await as(other).get(CV)).json().file).toBeNull();
      });

      it('a malformed id is a 400, not a 500', async () => {
        const response = await as(jane).remove(`${CV}/not-a-uuid`);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('BAD_REQUEST');
      });

      it('deleting removes the row and the bytes; deleting again is a 404', async () => {
        const { file } = (await as(jane).get(CV)).json();
        const storedBefore = storedFiles().length;
        expect((await as(jane).remove(`${CV}/${file.id}`)).statusCode).toBe(204);
        expect((await as(jane).get(CV)).json().file).toBeNull();
        expect(await filesOf(jane.talentId)).toEqual([]);
        expect(storedFiles()).toHaveLength(storedBefore - 1);
        expect((await as(jane).remove(`${CV}/${file.id}`)).statusCode).toBe(404);
      });
    });

    describe('refused uploads store nothing', () => {
      const tooLarge = () => Buffer.concat([pdfBytes(), Buffer.alloc(MAX_RESUME_BYTES)]);
      it.each([
        ['resume', CV, 'a file over 25 MB', 'big.pdf', tooLarge, 413, filesMessages.resumeTooLarge],
        [
          'resume',
          CV,
          'an empty file',
          'empty.pdf',
          () => Buffer.alloc(0),
          400,
          filesMessages.fileEmpty,
        ],
        [
          'resume',
          CV,
          'a PNG named .pdf',
          'cv.pdf',
          () => pngBytes(),
          415,
          filesMessages.resumeWrongType,
        ],
        [
          'resume',
          CV,
          'a parent path name',
          '../../etc/passwd.pdf',
          () => pdfBytes(),
          400,
          filesMessages.badFileName,
        ],
        [
          'resume',
          CV,
          'a folder name',
          'a/b.pdf',
          () => pdfBytes(),
          400,
          filesMessages.badFileName,
        ],
        [
          'photo',
          PHOTO_UPLOAD,
          'a file over 25 MB',
          'big.png',
          () => Buffer.concat([pngBytes(), Buffer.alloc(MAX_RESUME_BYTES)]),
          413,
          filesMessages.avatarTooLarge,
        ],
        [
          'photo',
          PHOTO_UPLOAD,
          'a PDF named .png',
          'me.png',
          () => pdfBytes(),
          415,
          filesMessages.avatarWrongType,
        ],
        [
          'photo',
          `${PHOTO_UPLOAD}/original`,
          'a PDF named .png',
          'me.png',
          () => pdfBytes(),
          415,
          filesMessages.avatarWrongType,
        ],
        [
          'photo',
          PHOTO_UPLOAD,
          'an empty file',
          'me.png',
          () => Buffer.alloc(0),
          400,
          filesMessages.avatarWrongType,
        ],
        [
          'photo',
          PHOTO_UPLOAD,
          'a parent path name',
          '../../etc/passwd.png',
          () => pngBytes(),
          400,
          filesMessages.badFileName,
        ],
        [
          'photo',
          `${PHOTO_UPLOAD}/original`,
          'a folder name',
          'a/b.png',
          () => pngBytes(),
          400,
          filesMessages.badFileName,
        ],
      ] as const)('%s: %s (%s)', async (_what, url, _why, name, bytes, status, message) => {
        const storedBefore = storedFiles().length;
        const response = await as(other).upload(url, name, bytes());
        expect(response.statusCode).toBe(status);
        expect(response.json().message).toBe(message);
        expect(await filesOf(other.talentId)).toEqual([]);
        expect(storedFiles()).toHaveLength(storedBefore);
        const row = await talentRow(other.talentId);
        expect([row.avatarFileId, row.avatarOriginalFileId]).toEqual([null, null]);
      });

      it('a request without a file part is a 400 with a clear message', async () => {
        const response = await app.inject(
          withCookie(other.cookie, { method: 'POST', url: CV, payload: { file: 'x' } }),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(filesMessages.resumeMissing);
      });

      it('the messages say what is wrong', () => {
        expect(filesMessages.resumeTooLarge).toBe('File is too large. The maximum size is 25 MB.');
        expect(filesMessages.avatarWrongType).toBe(
          'File is incorrect format. Supported file types are: .png, .jpg.',
        );
      });
    });

    describe('profile photo', () => {
      it('has no original photo at first', async () => {
        expect((await as(jane).get(`${PHOTO}/original`)).statusCode).toBe(404);
      });

      it('stores the cropped and the original photo and serves them to their owner only', async () => {
        const updatedBefore = (await talentRow(jane.talentId)).updatedAt;
        const cropped = pngBytes(8, 8);
        const first = await as(jane).upload(PHOTO_UPLOAD, 'blob', cropped, 'profile');
        expect(first.statusCode).toBe(200);
        const { avatarUrl } = first.json();
        expect(avatarUrl).toMatch(/^\/api\/user\/profile-photo\/[0-9a-f-]{36}$/);

        const original = pngBytes(20, 12, [200, 10, 10]);
        const second = await as(jane).upload(`${PHOTO_UPLOAD}/original`, 'me.png', original);
        expect(second.statusCode).toBe(200);
        expect(second.json()).toEqual({ avatarUrl });

        const row = await talentRow(jane.talentId);
        expect(row.avatarFileId).toBe(avatarUrl.split('/').pop());
        expect(row.avatarOriginalFileId).not.toBeNull();
        expect(row.updatedAt.getTime()).toBeGreaterThan(updatedBefore.getTime());

        const shown = await as(jane).get(avatarUrl);
        expect(shown.statusCode).toBe(200);
        expect(shown.rawPayload).toEqual(cropped);
        expect(shown.headers['content-type']).toBe('image/png');
        expect(shown.headers['cache-control']).toContain('max-age=31536000');
        expect(shown.headers['x-content-type-options']).toBe('nosniff');
        const originalResponse = await as(jane).get(`${PHOTO}/original`);
        expect(originalResponse.statusCode).toBe(200);
        expect(originalResponse.rawPayload).toEqual(original);

        expect((await as(other).get(avatarUrl)).statusCode).toBe(404);
        expect((await as(other).get(`${PHOTO}/original`)).statusCode).toBe(404);
      });

      it('a new photo replaces the old one: new URL, old row and bytes gone', async () => {
        const oldUrl = `${PHOTO}/${(await talentRow(jane.talentId)).avatarFileId}`;
        const storedBefore = storedFiles().length;
        const response = await as(jane).upload(PHOTO_UPLOAD, 'blob', pngBytes(6, 6), 'profile');
        expect(response.statusCode).toBe(200);
        const { avatarUrl } = response.json();
        expect(avatarUrl).not.toBe(oldUrl);
        expect((await as(jane).get(oldUrl)).statusCode).toBe(404);
        expect((await as(jane).get(avatarUrl)).statusCode).toBe(200);
        expect(storedFiles()).toHaveLength(storedBefore);
        const kinds = (await filesOf(jane.talentId)).map((f) => f.kind).sort();
        expect(kinds).toEqual(['avatar', 'avatar-original']);
      });

      it('the resume download address does not serve photos, nor the photo address resumes', async () => {
        const { avatarFileId } = await talentRow(jane.talentId);
        expect((await as(jane).get(`${CV}/${avatarFileId}/download`)).statusCode).toBe(404);
        const cv = (await as(jane).upload(CV, 'cv.pdf', pdfBytes())).json().file;
        expect((await as(jane).get(`${PHOTO}/${cv.id}`)).statusCode).toBe(404);
      });
    });
  },
  { dataDir },
);
