// Hostile files on every upload route: a DOCX bomb, a ZIP whose headers lie about its sizes, a
// truncated DOCX. Each answers 415 with the route's own message, stores nothing, and the server
// keeps answering meanwhile.
import { schema } from '@talent/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { signUpTalent } from '../modules/careers/test-support';
import {
  STORAGE_QUOTA_BYTES,
  STORAGE_QUOTA_MESSAGE,
} from '../modules/profile-files/profile-files.service';
import { docxBytes, multipart, pdfBytes } from '../test/files';
import { describeEachDatabase, withCookie } from '../test/harness';
import { zipOf } from '../test/zip';

const UPLOADS = [
  '/api/talentapi/cv-file',
  '/api/user/profile-photo-ngx',
  '/api/user/profile-photo-ngx/original',
  '/api/workerapi/webresume/workerdocument',
];
const CONTENT_TYPES = Buffer.from(
  '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);

describeEachDatabase('hostile uploads', (ctx) => {
  let app: FastifyInstance;
  let cookie: string;
  let talentId: string;
  beforeAll(async () => {
    app = ctx().app;
    ({ cookie, talentId } = await signUpTalent(app));
  });

  const files = {
    // 200 MB of one byte: a few hundred kB once deflated.
    bomb: () =>
      zipOf([
        { name: '[Content_Types].xml', data: CONTENT_TYPES },
        { name: 'word/document.xml', data: Buffer.alloc(200 * 1024 * 1024, 0x41) },
      ]),
    liar: () =>
      zipOf([
        {
          name: '[Content_Types].xml',
          data: Buffer.alloc(16 * 1024 * 1024, 0x20),
          declaredSize: 90,
        },
        { name: 'word/document.xml', data: Buffer.from('<w:document/>'), declaredSize: 13 },
      ]),
    truncated: () => docxBytes().subarray(0, Math.floor(docxBytes().length * 0.6)),
  };

  it.each(Object.keys(files))(
    'refuses a %s archive on every upload route with 415, storing nothing',
    async (name) => {
      const bytes = files[name as keyof typeof files]();
      for (const url of UPLOADS) {
        const form = multipart('resume.docx', bytes);
        const upload = app.inject(
          withCookie(cookie, { method: 'POST', url, payload: form.payload, headers: form.headers }),
        );
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        const response = await upload;
        expect({ url, status: response.statusCode }).toEqual({ url, status: 415 });
        expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      }
      const stored = await ctx()
        .database.db.select()
        .from(schema.talentFile)
        .where(eq(schema.talentFile.talentId, talentId));
      expect(stored).toEqual([]);
    },
  );

  it('stores a PDF that carries JavaScript, but serves it only as a sandboxed download', async () => {
    const withScript = Buffer.from(
      pdfBytes('Resume')
        .toString('latin1')
        .replace(
          '<< /Type /Catalog /Pages 2 0 R >>',
          '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
        ),
      'latin1',
    );
    const form = multipart('resume.pdf', withScript);
    const upload = await app.inject(
      withCookie(cookie, {
        method: 'POST',
        url: '/api/talentapi/cv-file',
        payload: form.payload,
        headers: form.headers,
      }),
    );
    expect(upload.statusCode).toBe(201);
    const [file] = await ctx()
      .database.db.select()
      .from(schema.talentFile)
      .where(eq(schema.talentFile.talentId, talentId));
    const download = await app.inject(
      withCookie(cookie, { method: 'GET', url: `/api/talentapi/cv-file/${file?.id}/download` }),
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps each talent within a storage quota of 100 MB: past it, 413 and nothing stored', async () => {
    const { cookie: full, talentId: fullId } = await signUpTalent(app);
    // Files already kept, as their rows say (the quota counts rows, not folders).
    await ctx()
      .database.db.insert(schema.talentFile)
      .values({
        talentId: fullId,
        kind: 'document',
        fileName: 'archive.pdf',
        contentType: 'application/pdf',
        sizeBytes: STORAGE_QUOTA_BYTES - 100,
        storageKey: `quota-test-${fullId}`,
      });
    const form = multipart('resume.pdf', pdfBytes('One more'));
    const upload = await app.inject(
      withCookie(full, {
        method: 'POST',
        url: '/api/talentapi/cv-file',
        payload: form.payload,
        headers: form.headers,
      }),
    );
    expect(upload.statusCode).toBe(413);
    expect(upload.json()).toEqual({ message: STORAGE_QUOTA_MESSAGE, code: 'PAYLOAD_TOO_LARGE' });
    const rows = await ctx()
      .database.db.select()
      .from(schema.talentFile)
      .where(eq(schema.talentFile.talentId, fullId));
    expect(rows.map((r) => r.fileName)).toEqual(['archive.pdf']);
  });
});
