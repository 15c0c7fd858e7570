// From the text pieces of one PDF page (where pdf.js says each was drawn) to lines in reading
// order. Three steps:
// 1. pieces on one baseline join into segments; a gap wider than a word space inserts a space,
//    and a gap much wider than that ends the segment (a table cell, a date on the right margin,
//    the next column);
// 2. the page is cut into blocks at column gutters (pdf-columns.ts): a sidebar and a main column
//    are read one after the other, a table's cells are not;
// 3. each block's segments join into lines by baseline, cells separated by a tab.
import type { TextLine } from '../types';
import { normaliseText, startsWithBullet } from './normalise';
import { byBaseline, CELL_GAP, orderBlocks, type Segment } from './pdf-columns';

/** One text piece in page space: points from the top left, `baseline` the y of its baseline. */
export interface PageTextItem {
  text: string;
  x: number;
  baseline: number;
  width: number;
  fontSize: number;
  bold: boolean;
}

/** A gap wider than this share of the font size is a word space (Helvetica's space is 0.28). */
const WORD_GAP = 0.15;

export function layoutPage(items: PageTextItem[], page: number): TextLine[] {
  const segments = toSegments(items);
  return orderBlocks(segments, 0).flatMap((block) => joinLines(block, page));
}

function toSegments(items: PageTextItem[]): Segment[] {
  const visible = items.filter((i) => i.text.trim() !== '' && i.fontSize > 0);
  const segments: Segment[] = [];
  for (const row of byBaseline(visible)) {
    row.sort((a, b) => a.x - b.x);
    let current: PageTextItem[] = [];
    let end = Number.NEGATIVE_INFINITY;
    for (const item of row) {
      const prev = current.at(-1);
      // Fake bold: the same text drawn again a fraction of a point to the right.
      if (prev && prev.text === item.text && Math.abs(prev.x - item.x) < 1) continue;
      const fs = Math.max(item.fontSize, prev?.fontSize ?? 0);
      if (prev && item.x - end > CELL_GAP * fs) {
        segments.push(segmentOf(current));
        current = [];
      }
      current.push(item);
      end = Math.max(end, item.x + item.width);
    }
    if (current.length > 0) segments.push(segmentOf(current));
  }
  return segments;
}

function segmentOf(items: PageTextItem[]): Segment {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const gap = item.x - end;
    const spaced = /\s$/.test(text) || /^\s/.test(item.text);
    if (text !== '' && !spaced && gap > WORD_GAP * item.fontSize) text += ' ';
    text += item.text;
    end = Math.max(end, item.x + item.width);
  }
  const fontSize = mainFontSize(items);
  const baseline = items.reduce(
    (b, i) => (i.fontSize >= fontSize ? i.baseline : b),
    items[0]!.baseline,
  );
  return {
    text,
    x0: Math.min(...items.map((i) => i.x)),
    x1: end,
    baseline,
    top: baseline - 0.8 * fontSize,
    bottom: baseline + 0.25 * fontSize,
    fontSize,
    items,
  };
}

/** The size most of the characters have. */
function mainFontSize(items: PageTextItem[]): number {
  const sizes = new Map<number, number>();
  for (const i of items) {
    const size = Math.round(i.fontSize * 10) / 10;
    sizes.set(size, (sizes.get(size) ?? 0) + i.text.trim().length);
  }
  return [...sizes].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
}

function joinLines(block: Segment[], page: number): TextLine[] {
  const lines: TextLine[] = [];
  for (const row of byBaseline(block)) {
    row.sort((a, b) => a.x0 - b.x0);
    const text = normaliseText(row.map((s) => s.text).join('\t'));
    if (text === '') continue;
    const items = row.flatMap((s) => s.items);
    const chars = (list: PageTextItem[]) => list.reduce((n, i) => n + i.text.trim().length, 0);
    const fontSize = mainFontSize(items);
    const x = Math.min(...row.map((s) => s.x0));
    lines.push({
      text,
      page,
      x: round(x),
      y: round(row.find((s) => s.fontSize === fontSize)?.baseline ?? row[0]!.baseline),
      width: round(Math.max(...row.map((s) => s.x1)) - x),
      fontSize,
      bold: chars(items.filter((i) => i.bold)) * 2 > chars(items),
      listItem: startsWithBullet(text) || undefined,
    });
  }
  return lines;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
