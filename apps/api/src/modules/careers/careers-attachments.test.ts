import { careersMessages } from '@talent/contract';
import { buildCommunity, buildJob } from '@talent/db/testing';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';
import { DEMO_DOCUMENTS } from '../../test/job-fixtures';
import { storeJobDocument, unstoredJobDocuments } from '.';
import { careersCall, careersToken } from './test-support';

const bytesOf = (fileName: string) => new TextEncoder().encode(`%PDF-1.7 ${fileName}`);

describeEachDatabase('careers job attachments', (ctx) => {
  let app: FastifyInstance;
  let segment: string;

  beforeAll(async () => {
    app = ctx().app;
    const { db } = ctx().database;
    const community = await buildCommunity(db, {});
    segment = community.segmentCode;
    await buildJob(db, {
      communityId: community.id,
      urlCode: 'docs-1',
      roleName: 'Café Supervisor – Night Shift ✓',
      description: 'Lead the night team.\n\n- Open the café\n- Close the café',
      attachments: [
        ...DEMO_DOCUMENTS,
        { name: 'Map.pdf', url: 'https://files.example/map.pdf', type: 'application/pdf' },
        { name: 'Trap.pdf', url: 'javascript:alert(1)', type: 'application/pdf' },
      ],
    });
    await buildJob(db, {
      communityId: community.id,
      urlCode: 'secret-1',
      internalOnly: true,
      attachments: [
        {
          name: 'Internal.pdf',
          url: '/talent/files/demo/position-description-internal.pdf',
          type: 'application/pdf',
        },
      ],
    });
  });

  it('lists a kept document only once its bytes are stored', async () => {
    const token = await careersToken(app, segment);
    const list = () =>
      careersCall(app, token, `/api/jobsapi/careers/job-attachments/${segment}/docs-1`);
    expect((await list()).json()).toEqual([
      { name: 'Map.pdf', type: 'application/pdf', url: 'https://files.example/map.pdf' },
    ]);
    const { db } = ctx().database;
    const unstored = await unstoredJobDocuments(db, 100);
    expect(unstored.map((d) => d.fileName).sort()).toEqual([
      'employee-benefits-guide.pdf',
      'position-description-cafe-supervisor.pdf',
      'position-description-internal.pdf',
    ]);
    // The document is written from the advert as the public sees it.
    expect(unstored.find((d) => d.fileName.includes('cafe'))?.advert.roleName).toBe(
      'Café Supervisor – Night Shift ✓',
    );
    for (const document of unstored) {
      await storeJobDocument(db, ctx().storage, document, bytesOf(document.fileName));
    }
    expect(await unstoredJobDocuments(db, 100)).toEqual([]);
  });

  it('lists the documents: kept ones served here, web addresses kept, others dropped', async () => {
    const token = await careersToken(app, segment);
    const response = await careersCall(
      app,
      token,
      `/api/jobsapi/careers/job-attachments/${segment}/docs-1`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        name: 'Position Description - Cafe Supervisor.pdf',
        type: 'application/pdf',
        url: `/api/jobsapi/careers/job-attachments/${segment}/docs-1/position-description-cafe-supervisor.pdf`,
      },
      {
        name: 'Employee Benefits Guide.pdf',
        type: 'application/pdf',
        url: `/api/jobsapi/careers/job-attachments/${segment}/docs-1/employee-benefits-guide.pdf`,
      },
      { name: 'Map.pdf', type: 'application/pdf', url: 'https://files.example/map.pdf' },
    ]);
  });

  it('needs the careers token to list them', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/jobsapi/careers/job-attachments/${segment}/docs-1`,
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['position-description-cafe-supervisor.pdf', 'Position Description - Cafe Supervisor.pdf'],
    ['employee-benefits-guide.pdf', 'Employee Benefits Guide.pdf'],
  ])('serves %s as stored, under its own name', async (file, name) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/jobsapi/careers/job-attachments/${segment}/docs-1/${file}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(encodeURIComponent(name));
    expect(response.rawPayload).toEqual(Buffer.from(bytesOf(file)));
  });

  it('answers 404 for a document the job does not list, and 400 for a bad file name', async () => {
    const base = `/api/jobsapi/careers/job-attachments/${segment}/docs-1`;
    const missing = await app.inject({ method: 'GET', url: `${base}/other.pdf` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(careersMessages.attachmentNotFound);
    const bad = await app.inject({ method: 'GET', url: `${base}/..%2F..%2Fetc%2Fpasswd` });
    expect(bad.statusCode).toBe(400);
  });

  it("does not serve an internal-only job's documents to a visitor", async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/jobsapi/careers/job-attachments/${segment}/secret-1/position-description-internal.pdf`,
    });
    expect(response.statusCode).toBe(404);
  });
});
