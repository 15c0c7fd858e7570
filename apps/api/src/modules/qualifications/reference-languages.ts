// GET /api/talentapi/reference/languages: the ISO 639-1 languages by English name, built once.
import type { ReferenceLanguage } from '@talent/contract';
import ISO6391 from 'iso-639-1';

let cached: ReferenceLanguage[] | undefined;

export function referenceLanguages(): ReferenceLanguage[] {
  cached ??= ISO6391.getAllCodes()
    .map((code) => ({ id: code, name: ISO6391.getName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}
