// Typed translation keys: `t('nav.home')` is checked against the contract's en-AU bundle.
import type { TranslationBundle } from '@talent/contract';
import 'i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TranslationBundle };
  }
}
