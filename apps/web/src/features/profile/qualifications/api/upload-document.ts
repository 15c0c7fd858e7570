// POST /api/workerapi/webresume/workerdocument: one document (multipart), answered with the
// stored file. The qualification form uploads on save, then saves the entry with its id.
import { attachedFileSchema } from '@talent/contract';
import { HttpError } from '../../../../shared/lib/http';

export async function uploadDocument(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch('/api/workerapi/webresume/workerdocument', {
    method: 'POST',
    body,
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text as the error body.
  }
  if (!response.ok) throw new HttpError(response.status, parsed);
  return attachedFileSchema.parse(parsed);
}
