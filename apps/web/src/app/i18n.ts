// i18next with the en-AU bundle. The server's bundle (GET /api/translations/?lang=) is laid over
// the one built in, so a missing key or a failed call still shows text.
import { DEFAULT_LANGUAGE, enAU } from '@talent/contract';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

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

/** Initialises synchronously with the built-in bundle, then lays `serverBundle` over it. */
export function initI18n(serverBundle: Record<string, unknown> | null = null): I18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: { [DEFAULT_LANGUAGE]: { translation: enAU } },
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
      showSupportNotice: false,
    });
  }
  if (serverBundle)
    i18next.addResourceBundle(DEFAULT_LANGUAGE, 'translation', serverBundle, true, true);
  return i18next;
}

export async function loadI18n(): Promise<I18n> {
  return initI18n(await fetchTranslations(DEFAULT_LANGUAGE));
}
