// Multipart uploads: `http` sends JSON only, so file calls post a FormData here and fail the
// same way (HttpError carrying the server's message).
import { HttpError } from '../../../../shared/lib/http';

export async function postFile(
  path: string,
  file: Blob,
  options: { field?: string; fileName?: string; signal?: AbortSignal } = {},
): Promise<unknown> {
  const form = new FormData();
  form.append(options.field ?? 'file', file, options.fileName);
  const response = await fetch(path, {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal: options.signal,
  });
  const text = await response.text();
  let body: unknown = text || null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): keep the text.
  }
  if (!response.ok) throw new HttpError(response.status, body);
  return body;
}
