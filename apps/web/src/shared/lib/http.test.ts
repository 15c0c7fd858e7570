import { GENERIC_ERROR_MESSAGE } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonResponse, mockApi } from '../../test/mock-api';
import { HttpError, http, httpJson } from './http';
import { errorMessageOf } from './show-error-toast';

describe('http client', () => {
  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetchSpy = mockApi({ 'POST /api/things': ({ body }) => ({ body: { echoed: body } }) });

    await expect(http('/api/things', { body: { a: 1 } })).resolves.toEqual({ echoed: { a: 1 } });
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('throws an HttpError with the status, the body and the extracted message', async () => {
    const body = { message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' };
    mockApi({ 'POST /api/auth/sign-in/email': { status: 401, body } });

    const error = await http('/api/auth/sign-in/email', { body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, body, message: 'Invalid email or password' });
  });

  it('uses the generic message when the body has none', async () => {
    mockApi({ 'GET /api/broken': () => new Response('', { status: 500 }) });

    const error = await http('/api/broken').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 500, body: null, message: GENERIC_ERROR_MESSAGE });
  });

  it('checks the answer against its contract schema', async () => {
    mockApi({ 'GET /api/count': () => jsonResponse({ count: 'many' }) });

    await expect(httpJson('/api/count', z.object({ count: z.number() }))).rejects.toThrow();
  });

  it('gives the generic message for errors that are not HTTP answers', () => {
    expect(errorMessageOf(new TypeError('Failed to fetch'))).toBe(GENERIC_ERROR_MESSAGE);
  });
});
