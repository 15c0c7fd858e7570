import { schema } from '@talent/db';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { FileStorage } from '../../lib/file-storage';
import { multipart, pdfBytes } from '../../test/files';
import { describeEachDatabase, signUp, withCookie } from '../../test/harness';
import { sweepUnattachedDocuments, UNATTACHED_DOCUMENT_TTL_MS } from './document-sweep';

describeEachDatabase('unattached documents', (ctx) => {
  it('removes documents attached to no qualification once a day old, rows and bytes, and keeps the rest', async () => {
    const { app, database } = ctx();
    const { cookie } = await signUp(app);
    const upload = async (name: string) => {
      const form = multipart(name, pdfBytes(name));
      const response = await app.inject(
        withCookie(cookie, {
          method: 'POST',
          url: '/api/workerapi/webresume/workerdocument',
          payload: form.payload,
          headers: form.headers,
        }),
      );
      expect(response.statusCode).toBeLessThan(300);
      return response.json() as { id: string };
    };
    const loose = await upload('loose.pdf');
    const attached = await upload('attached.pdf');
    const saved = await app.inject(
      withCookie(cookie, {
        method: 'POST',
        url: '/api/workerapi/webresume/qualification',
        payload: {
          certification: 'Bachelor of Science',
          institution: 'University of Sydney',
          state: 'NSW',
          yearCompleted: new Date().getFullYear() - 3,
          years: 3,
          fifoEducationLevel: { id: 11 },
          qualificationTypeId: 0,
          qualificationCategory: 1,
          comments: null,
          qualificationNumber: null,
          file: { id: attached.id },
          qualificationId: null,
        },
      }),
    );
    expect(saved.statusCode, saved.body).toBeLessThan(300);

    const rowOf = async (id: string) =>
      (await database.db.select().from(schema.talentFile).where(eq(schema.talentFile.id, id)))[0];
    const looseKey = (await rowOf(loose.id))?.storageKey as string;
    // Not a day old yet: nothing goes.
    expect(await sweepUnattachedDocuments({ db: database.db, storage: noBytes })).toBe(0);
    const later = new Date(Date.now() + UNATTACHED_DOCUMENT_TTL_MS + 60_000);
    const removed: string[] = [];
    const count = await sweepUnattachedDocuments(
      { db: database.db, storage: { ...noBytes, remove: async (key) => void removed.push(key) } },
      later,
    );
    expect(count).toBeGreaterThanOrEqual(1);
    expect(removed).toContain(looseKey);
    expect(await rowOf(loose.id)).toBeUndefined();
    expect(await rowOf(attached.id)).toBeDefined();
  });
});

/** The sweep's view of the store: which keys it removes (the bytes are not the point here). */
const noBytes: FileStorage = {
  put: async () => 'unused',
  get: async () => Buffer.alloc(0),
  remove: async () => {},
};
