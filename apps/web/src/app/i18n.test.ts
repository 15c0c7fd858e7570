import { enAU } from '@talent/contract';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { fetchTranslations, initI18n } from './i18n';

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

  it('writes the strings’ numbers as en-AU does, without making an Intl number format', () => {
    const i18n = initI18n(enAU);
    const intl = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(i18n.t('jobAlerts.listing.count', { count: 12345 })).toBe(
        'You have 12,345 jobs matching your preferences',
      );
      expect(i18n.t('jobAlerts.listing.count', { count: 1 })).toBe(
        'You have 1 job matching your preferences',
      );
      expect(intl).not.toHaveBeenCalled();
    } finally {
      intl.mockRestore();
    }
  });
});
