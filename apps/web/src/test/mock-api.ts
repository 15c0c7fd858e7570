// A fake API behind `fetch`: tests list the calls they answer ("GET /api/..."); anything else
// gets the API's 404 body, as an endpoint not built yet would.
import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

type Answer = Response | { status?: number; body?: unknown };
export type MockHandler = Answer | ((request: MockRequest) => Answer | Promise<Answer>);

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function toResponse(answer: Answer): Response {
  if (answer instanceof Response) return answer;
  return jsonResponse(answer.body ?? null, answer.status ?? 200);
}

function inputUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

export function mockApi(handlers: Record<string, MockHandler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(inputUrl(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = new Headers(init?.headers);
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler === undefined) {
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    }
    const answer =
      typeof handler === 'function' ? await handler({ method, url, body, headers }) : handler;
    return toResponse(answer);
  });
}

/** The calls made to one "METHOD /path". */
export function callsTo(spy: ReturnType<typeof mockApi>, key: string): MockRequest[] {
  return spy.mock.calls
    .map(([input, init]) => ({
      method: (init?.method ?? 'GET').toUpperCase(),
      url: new URL(inputUrl(input), 'http://localhost'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    }))
    .filter((call) => `${call.method} ${call.url.pathname}` === key);
}
