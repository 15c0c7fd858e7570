// i18next with the en-AU bundle the server sends (GET /api/translations/?lang=), which is the
// contract's, the one the app is built with. The app's own copy is a chunk of its own, loaded only
// when that call fails: a first visit does not download the strings twice (in the JavaScript and
// in the answer), and a failed call still shows text.
import type { DEFAULT_LANGUAGE as CONTRACT_LANGUAGE } from '@talent/contract';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber } from '../shared/lib/format-count';

/** The contract's default language, checked against it; imported, it would bring the bundle. */
const DEFAULT_LANGUAGE: typeof CONTRACT_LANGUAGE = 'en-AU';

export async function fetchTranslations(lang: string): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetch(`/api/translations/?lang=${encodeURIComponent(lang)}`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Initialises synchronously with `bundle`. */
export function initI18n(bundle: Record<string, unknown>): I18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: { [DEFAULT_LANGUAGE]: { translation: bundle } },
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
      showSupportNotice: false,
      // One language: a string's languages are not worked out again (its script and language
      // parts) at every call.
      load: 'currentOnly',
    });
    // The strings' `{{value, number}}` without Intl: i18next made an Intl.NumberFormat for each
    // new set of values, and a page's first one costs the browser its locale data (a long task
    // while the app takes a server-drawn page over).
    i18next.services.formatter?.add('number', (value: unknown, lng?: string) =>
      typeof value === 'number' && lng === DEFAULT_LANGUAGE
        ? formatNumber(value)
        : new Intl.NumberFormat(lng).format(Number(value)),
    );
  }
  return i18next;
}

export async function loadI18n(): Promise<I18n> {
  const bundle =
    (await fetchTranslations(DEFAULT_LANGUAGE)) ?? (await import('./built-in-translations')).enAU;
  return initI18n(bundle);
}
