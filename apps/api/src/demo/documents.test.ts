// The demo adverts' documents are written once, as real PDFs about their job, and then served by
// the careers site as stored files.
import { buildCommunity, buildJob } from '@talent/db/testing';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import { DEMO_DOCUMENTS } from '../test/job-fixtures';
import { writeDemoDocuments } from './documents';

describeEachDatabase('demo adverts documents', (ctx) => {
  it('writes each listed document once as a PDF about the job, served from storage', async () => {
    const { app, database, storage } = ctx();
    const community = await buildCommunity(database.db, {});
    await buildJob(database.db, {
      communityId: community.id,
      urlCode: 'demo-docs-1',
      roleName: 'Café Supervisor – Night Shift ✓',
      description: 'Lead the night team.\n\n- Open the café\n- Close the café',
      attachments: [...DEMO_DOCUMENTS],
    });

    expect(await writeDemoDocuments(database.db, storage)).toBe(2);
    expect(await writeDemoDocuments(database.db, storage)).toBe(0);

    for (const [file, title] of [
      ['position-description-cafe-supervisor.pdf', 'Position Description - Cafe Supervisor'],
      ['employee-benefits-guide.pdf', 'Employee Benefits Guide'],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/jobsapi/careers/job-attachments/${community.segmentCode}/demo-docs-1/${file}`,
      });
      expect(response.statusCode, file).toBe(200);
      const pdf = await PDFDocument.load(response.rawPayload);
      expect(pdf.getTitle()).toBe(title);
      expect(pdf.getSubject()).toBe('Café Supervisor – Night Shift ✓');
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    }
  });
});
