import { enAU } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { fetchTranslations } from './i18n';

describe('translations', () => {
  it('loads the bundle from GET /api/translations/?lang=en-AU', async () => {
    const api = mockApi({ 'GET /api/translations/': { body: enAU } });

    await expect(fetchTranslations('en-AU')).resolves.toEqual(enAU);
    expect(String(api.mock.calls[0]?.[0])).toBe('/api/translations/?lang=en-AU');
  });

  it('gives nothing when the call fails, so the built-in bundle is used', async () => {
    mockApi({ 'GET /api/translations/': { status: 500, body: { message: 'Down', code: 'X' } } });

    await expect(fetchTranslations('en-AU')).resolves.toBeNull();
  });
});
