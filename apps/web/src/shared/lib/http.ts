// The one way the web app talks to the API: same-origin fetch with the session cookie, JSON
// in and out, and failures thrown as HttpError so every caller reads the message the same way.
import { extractErrorMessage } from '@talent/contract';
import type { z } from 'zod';

export class HttpError extends Error {
  readonly status: number;
  /** The parsed response body (JSON when the server sent JSON, else text). */
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(extractErrorMessage(body));
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

export function isHttpError(error: unknown, status?: number): error is HttpError {
  return error instanceof HttpError && (status === undefined || error.status === status);
}

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the job search's bearer token. */
  headers?: Record<string, string>;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** How one call leaves: fetch's shape. */
export type Send = (path: string, init: RequestInit) => Promise<Response>;

let send: Send = (path, init) => fetch(path, init);

/**
 * How calls leave: the browser's fetch, or on the server that renders a signed-in page's first
 * response (src/prerender/signed-in.tsx), the API's own routes called in-process as the talent.
 */
export function setHttpSend(next: Send): void {
  send = next;
}

/** Calls the API and returns the parsed body; throws HttpError for any non-2xx answer. */
export async function http(path: string, options: HttpOptions = {}): Promise<unknown> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await send(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const parsed = await readBody(response);
  if (!response.ok) throw new HttpError(response.status, parsed);
  return parsed;
}

/** Like `http`, and checks the answer against its contract schema. */
export async function httpJson<S extends z.ZodType>(
  path: string,
  schema: S,
  options?: HttpOptions,
): Promise<z.infer<S>> {
  return schema.parse(await http(path, options));
}
