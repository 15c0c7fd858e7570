// Small text helpers shared by the structure modules: bullets, table cells, clean-up.
import type { TextLine } from '../types';

/** Characters that start a list item when a reader gives the bullet as text. */
const BULLET = /^\s*(?:[•·▪▫‣◦○●■□►▶➢➤✓✔❖◆◇*\-–—]|\d{1,2}[.)](?=\s))\s*/u;

export function isBullet(line: TextLine): boolean {
  return Boolean(line.listItem) || BULLET.test(line.text);
}

export function stripBullet(text: string): string {
  return text.replace(BULLET, '').trim();
}

/** Table cells on one line come joined by a tab or " | "; contact lines by " • " too. */
const CELL_BREAK = /\t+|\s+[|•·]\s+|\s{3,}/;

export function cells(text: string): string[] {
  return text
    .split(CELL_BREAK)
    .map((c) => c.trim())
    .filter(Boolean);
}

export function clean(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, '')
    .trim();
}

export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Letters only, folded: for comparing words case- and accent-blind. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function isUpperCase(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()
  );
}

/** The body font size: the most common non-zero size (0 when the reader gave none). */
export function bodyFontSize(lines: readonly TextLine[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) {
    if (line.fontSize > 0) {
      const size = Math.round(line.fontSize * 2) / 2;
      counts.set(size, (counts.get(size) ?? 0) + line.text.length);
    }
  }
  let best = 0;
  let bestCount = 0;
  for (const [size, count] of counts) {
    if (count > bestCount) {
      best = size;
      bestCount = count;
    }
  }
  return best;
}
