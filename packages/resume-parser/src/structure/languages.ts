// Languages and how well they are spoken: "Mandarin (native)", "Spanish – conversational",
// "Fluent in Arabic and English", "Hindi: fluent". Only real language names (data/languages.json).
import data from '../../data/languages.json' with { type: 'json' };
import type { ResumeLanguage } from '../types';
import { clean, fold } from './text';

interface LanguageName {
  name: string;
  /** Folded words of the name. */
  form: string;
}

const NAMES: LanguageName[] = data.languages
  .flatMap((l) =>
    [l.name, ...l.aliases].map((written) => ({ name: l.name, form: formOf(written) })),
  )
  .sort((a, b) => b.form.length - a.form.length);

function formOf(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface FoundLanguage {
  language: ResumeLanguage;
  /** Where the name was written in the text. */
  start: number;
  end: number;
}

/** The language names a text holds, longest names first, each place once. */
export function languageNames(text: string): FoundLanguage[] {
  const folded = ` ${formOf(text)} `;
  // Positions in `folded` do not map to `text` one to one: keep the order, not the offsets.
  const found: FoundLanguage[] = [];
  const taken: [number, number][] = [];
  for (const n of NAMES) {
    let from = 0;
    for (
      let at = folded.indexOf(` ${n.form} `, from);
      at >= 0;
      at = folded.indexOf(` ${n.form} `, from)
    ) {
      from = at + 1;
      const end = at + n.form.length + 1;
      if (taken.some(([s, e]) => at + 1 < e && end > s)) continue;
      taken.push([at + 1, end]);
      if (!found.some((f) => f.language.language === n.name))
        found.push({ language: { language: n.name }, start: at, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

const FLUENCY =
  /\b(native(?: speaker)?|mother tongue|first language|bilingual|fluent|fluency|full professional(?: working)?(?: proficiency)?|professional working(?: proficiency)?|limited working(?: proficiency)?|proficient|advanced|upper[- ]intermediate|intermediate|conversational|working knowledge|basic|beginner|elementary|some|[ABC][12])\b/i;

/** One item of a languages list ("Mandarin (native)"), or a sentence naming several. */
export function languagesOf(text: string): ResumeLanguage[] {
  const found = languageNames(text);
  if (found.length === 0) return [];
  const fluency = FLUENCY.exec(text)?.[0];
  // Each language with its own level: "English (fluent), Hindi (basic)" is split before this.
  return found.map((f) => ({
    language: f.language.language,
    ...(fluency ? { fluency: clean(fluency.charAt(0).toUpperCase() + fluency.slice(1)) } : {}),
  }));
}

/** The items of a languages section's line: split on commas, semicolons, pipes and bullets. */
export function splitLanguageItems(text: string): string[] {
  return text
    .split(/\s*[,;|•·\t]\s*|\s+\/\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
