// Text clean-up shared by every reader, so the structure layer sees one form of each character:
// NFC, ligatures spelled out, odd spaces made plain, invisible characters dropped. Smart quotes
// and dashes are kept as written.
import type { TextLine } from '../types';

const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};

// Word's bullets come out of its Symbol and Wingdings fonts as private-use code points.
const PRIVATE_BULLETS: Record<string, string> = {
  '\uF0B7': '•',
  '\uF0A7': '▪',
  '\uF0D8': '➢',
  '\uF0FC': '✓',
  '\uF076': '❖',
  '\uF06E': '■',
};

const SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const PRIVATE_USE = /[\uE000-\uF8FF]/g;

/** One line's text in normal form; tabs (table cells) survive, other runs of space become one. */
export function normaliseText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/[\uFB00-\uFB06]/g, (c) => LIGATURES[c] ?? c)
    .replace(PRIVATE_USE, (c) => PRIVATE_BULLETS[c] ?? '')
    .replace(SPACES, ' ')
    .replace(INVISIBLE, '')
    .replace(/\p{Cc}/gu, (c) => (c === '\t' ? c : ''))
    .replace(/ {2,}/g, ' ')
    .replace(/ *\t[\t ]*/g, '\t')
    .trim();
}

const BULLET = /^(?:[•◦▪▫■□●○‣⁃∙·➢➤►▸✓✔❖◆◇–—]\s*|[-*+>]\s+|\(?\d{1,2}[.)]\s+|[a-z][.)]\s+)/;

/** Whether a line starts as a list item does: a bullet, a dash, or "1." / "a)". */
export function startsWithBullet(text: string): boolean {
  return BULLET.test(text);
}

/** A line whose text is already normalised; the fields a reader does not know get defaults. */
export function makeLine(text: string, fields: Partial<Omit<TextLine, 'text'>>): TextLine {
  return { text, page: 1, x: 0, y: 0, width: 0, fontSize: 0, bold: false, ...fields };
}
