// Requests of one signed-in talent for the resume pre-fill tests, and waiting for the
// background parse through the parsing progress (as the web app does), never a fixed sleep.
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { multipart } from '../../test/files';
import { withCookie } from '../../test/harness';

export const CV = '/api/talentapi/cv-file';
export const PROGRESS = '/api/workerapi/parsing/progress';
export const PREFILL = '/api/talentapi/cv-file/prefill';
export const WEBRESUME = '/api/workerapi/webresume';

export function talentRequests(app: FastifyInstance, cookie: string) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) =>
    app.inject(withCookie(cookie, { method, url }));
  return {
    get: (url: string) => send('GET', url),
    post: (url: string) => send('POST', url),
    put: (url: string) => send('PUT', url),
    remove: (url: string) => send('DELETE', url),
    upload: (fileName: string, bytes: Buffer) =>
      app.inject(withCookie(cookie, { method: 'POST', url: CV, ...multipart(fileName, bytes) })),
    /** The progress once the parse has finished (parsed or failed). */
    async finishedProgress(timeout = 60_000) {
      return vi.waitFor(
        async () => {
          const body = (await send('GET', PROGRESS)).json();
          if (!body.parsed && !body.failed) throw new Error('still parsing');
          return body as {
            parsed: boolean;
            populated: boolean;
            failed: boolean;
            message: string | null;
          };
        },
        { timeout, interval: 100 },
      );
    },
  };
}
