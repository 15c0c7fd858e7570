// The documents the demo adverts list ("Position Description - …", "Employee Benefits Guide"),
// written once as real PDFs from each job's own details and kept in the file storage, so no
// document link of the demo is broken. The careers module then serves them as stored files.
import type { Database } from '@talent/db';
import type { FileStorage } from '../lib/file-storage';
import { storeJobDocument, unstoredJobDocuments } from '../modules/careers';

const BATCH = 50;

/** Writes every listed document not stored yet; returns how many were written. */
export async function writeDemoDocuments(db: Database, storage: FileStorage): Promise<number> {
  let written = 0;
  let documents = await unstoredJobDocuments(db, BATCH);
  if (documents.length === 0) return 0;
  // Loaded only when there is something to write: the PDF library is not needed otherwise.
  const { renderAttachmentPdf } = await import('./attachment-pdf');
  while (documents.length > 0) {
    for (const document of documents) {
      const bytes = await renderAttachmentPdf(document.advert, document);
      await storeJobDocument(db, storage, document, bytes);
      written += 1;
    }
    documents = await unstoredJobDocuments(db, BATCH);
  }
  return written;
}
