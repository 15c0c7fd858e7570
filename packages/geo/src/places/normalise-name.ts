/**
 * One normal form for place names and what people type, so 'Bondi Beach', 'bondi-beach' and
 * 'Bóndi  beach' meet: accents and case folded, apostrophes dropped ('Hawke's Bay' → 'hawkes
 * bay'), every other separator a single space. Letters of any script are kept.
 */

/** Letters that Unicode does not decompose into a base letter and a mark. */
const FOLDED_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

const ALREADY_NORMAL = /^[a-z0-9]+(?: [a-z0-9]+)*$/;
const ASCII_ONLY = /^[\x20-\x7e]*$/;
const ASCII_APOSTROPHES = /['`]/g;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;
const APOSTROPHES = /['’‘`ʻʼ]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
const MARKS = /\p{M}/gu;
const FOLDABLE = /[ßæœøłđðþıħ]/g;

export function normaliseName(text: string): string {
  const lower = text.toLowerCase();
  // Most names are plain ASCII words: these shortcuts build the index several times faster.
  if (ALREADY_NORMAL.test(lower)) return lower;
  if (ASCII_ONLY.test(lower)) {
    return lower.replace(ASCII_APOSTROPHES, '').replace(ASCII_SEPARATORS, ' ').trim();
  }
  return lower
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(FOLDABLE, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, ' ')
    .trim();
}

/** Words written both ways in place names: 'Mount Eden' / 'Mt Eden', 'St Kilda' / 'Saint Kilda'. */
const WORD_FORMS = new Map([
  ['mount', 'mt'],
  ['mt', 'mount'],
  ['saint', 'st'],
  ['st', 'saint'],
  ['sainte', 'ste'],
  ['ste', 'sainte'],
]);

/** The other spellings of a normalised name with its abbreviated or spelt-out words swapped. */
const HAS_WORD_FORM = /\b(?:mount|mt|saint|st|sainte|ste)\b/;

export function nameVariants(normalised: string): string[] {
  if (!HAS_WORD_FORM.test(normalised)) return [];
  const variant = normalised.replace(/\S+/g, (word) => WORD_FORMS.get(word) ?? word);
  return variant === normalised ? [] : [variant];
}
