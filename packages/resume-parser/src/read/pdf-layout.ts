// From the text pieces of one PDF page (where pdf.js says each was drawn) to lines in reading
// order. Three steps:
// 1. pieces on one baseline join into segments; a gap wider than a word space inserts a space,
//    and a gap much wider than that ends the segment (a table cell, a date on the right margin,
//    the next column);
// 2. the page is cut into blocks at column gutters (pdf-columns.ts): a sidebar and a main column
//    are read one after the other, a table's cells are not;
// 3. each block's segments join into lines by baseline, cells separated by a tab.
// Around them: bullets drawn as shapes get a "•" (pdf-shapes.ts finds the shapes); a table cell
// or list item wrapped onto more lines is joined back before the columns are cut; icons and
// rating stars are dropped, a glyph before a heading taken for decoration; a large title that
// wraps (the name) is one line. OCR's words (ocr.ts) go through the same steps.
import type { TextLine } from '../types';
import { normaliseText, startsWithBullet } from './normalise';
import { byBaseline, CELL_GAP, orderBlocks, type Segment } from './pdf-columns';
import type { Mark } from './pdf-shapes';

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

export function layoutPage(items: PageTextItem[], page: number, marks: Mark[] = []): TextLine[] {
  const bodySize = mainFontSize(items);
  const segments = joinWrappedCells(toSegments(withBullets(items, marks)), bodySize);
  return orderBlocks(segments, 0).flatMap((block) =>
    joinTitleLines(joinLines(block, page, bodySize), bodySize),
  );
}

/** Type this many times the body's size is a title: the name, a banner heading. */
const TITLE_SIZE = 1.4;

/**
 * A title set large wraps onto a second line ("DARREN JAMES" over "MITCHELL", "ANGELICA
 * CASTILLO-" over "MENDOZA"): lines one after the other in the same large type, one line spacing
 * apart and aligned (left or centred), are one line; a hyphen at the break stays, without a space.
 */
function joinTitleLines(lines: TextLine[], bodySize: number): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const title = bodySize > 0 && line.fontSize >= TITLE_SIZE * bodySize;
    if (
      prev &&
      title &&
      Math.abs(prev.fontSize - line.fontSize) <= 0.05 * line.fontSize &&
      prev.bold === line.bold &&
      !prev.text.includes('\t') &&
      !line.text.includes('\t') &&
      line.y > prev.y &&
      line.y - prev.y <= 1.4 * line.fontSize &&
      (Math.abs(prev.x - line.x) <= 1 ||
        Math.abs(prev.x + prev.width / 2 - (line.x + line.width / 2)) <= 2)
    ) {
      const x = Math.min(prev.x, line.x);
      out[out.length - 1] = {
        ...prev,
        text: /\p{L}-$/u.test(prev.text) ? `${prev.text}${line.text}` : `${prev.text} ${line.text}`,
        x,
        width: round(Math.max(prev.x + prev.width, line.x + line.width) - x),
      };
      continue;
    }
    out.push(line);
  }
  return out;
}

/**
 * Pictograms: arrows, technical and geometric shapes, dingbats, stars, emoji. Set as a word of
 * their own they are icons (a phone before the number, an envelope before the email) or a skill's
 * rating ("★★★★☆", "●●●○○"), not text.
 */
const ICON =
  /^(?:[\u2190-\u21FF\u2300-\u23FF\u25A0-\u25FF\u2600-\u27BF\u2B00-\u2BFF\u{1F300}-\u{1FAFF}]|\uFE0F)+$/u;

/** A cell's text without its icon words; a bullet that starts the line stays. */
function withoutIcons(text: string, startsLine: boolean): string {
  const words = text.split(' ');
  const kept = words.filter(
    (w, i) => !ICON.test(w) || (startsLine && i === 0 && startsWithBullet(w) && words.length > 1),
  );
  return kept.join(' ');
}

const LETTER = /\p{L}/u;

/**
 * A glyph set before a heading ("◆ EXPERIENCE", "■ SKILLS" in bold or bigger capitals) decorates
 * it; the heading is the words alone, and no list item.
 */
function undecorated(text: string, bold: boolean, fontSize: number, bodySize: number): string {
  const bullet = /^[•◦▪▫■□●○‣⁃∙·➢➤►▸✓✔❖◆◇]\s*/u.exec(text);
  if (!bullet) return text;
  const rest = text.slice(bullet[0].length);
  const setApart = bold || fontSize >= bodySize + 1;
  return setApart && LETTER.test(rest) && rest === rest.toUpperCase() && !rest.includes('\t')
    ? rest
    : text;
}

/**
 * A list item whose bullet is drawn as a shape (a disc, a square) rather than a character: the
 * item's first piece is the first text right of the shape on its line, within two font sizes, with
 * the shape at the height of its small letters. It gets a "• " before it, as a character bullet
 * would give; its position stays that of its text, where a wrapped line below it starts.
 */
function withBullets(items: PageTextItem[], marks: Mark[]): PageTextItem[] {
  if (marks.length === 0) return items;
  const out = [...items];
  for (const mark of marks) {
    const middle = (mark.top + mark.bottom) / 2;
    let best = -1;
    for (let i = 0; i < out.length; i += 1) {
      const item = out[i]!;
      const fs = item.fontSize;
      if (item.text.trim() === '' || fs <= 0) continue;
      if (middle < item.baseline - 0.8 * fs || middle > item.baseline) continue;
      if (mark.bottom - mark.top > 0.7 * fs) continue;
      const gap = item.x - mark.x1;
      if (gap < -0.2 * fs || gap > 2 * fs) continue;
      if (best < 0 || item.x < out[best]!.x) best = i;
    }
    if (best < 0) continue;
    const item = out[best]!;
    // Text just left of the shape: the shape is part of a line (a dot between words), not a bullet.
    const before = out.some(
      (o) =>
        o !== item &&
        Math.abs(o.baseline - item.baseline) < 0.4 * item.fontSize &&
        o.x < mark.x0 &&
        o.x + o.width > mark.x0 - 0.6 * item.fontSize,
    );
    if (before || startsWithBullet(item.text.trimStart())) continue;
    out[best] = { ...item, text: `• ${item.text.trimStart()}` };
  }
  return out;
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

/** Lines of one cell follow one another this close (baseline to baseline, in font sizes). */
const CELL_LEADING = 1.7;
/** A cell's text stops this far (in font sizes) short of the next cell: its padding. */
const CELL_PADDING = 1.5;

/**
 * A table cell or a list item whose text wraps onto more lines ("Aug. 2024 to" over "Current", "Smith Partners"
 * over "Chartered Accountants") is one cell: each line below a cell of a row of several, starting
 * at the cell's left edge, is joined to it when the cell's line was full (the line's first word
 * would not have fitted before the next cell) or when it is set smaller (the place under the
 * employer). Else a row's first line would be read with the cells' next lines as a row of its own.
 */
function joinWrappedCells(segments: Segment[], bodySize: number): Segment[] {
  const rows = byBaseline(segments);
  const rightEdge = Math.max(...segments.map((s) => s.x1));
  const joined = new Set<Segment>();
  for (let r = 0; r < rows.length; r += 1) {
    const row = [...rows[r]!].sort((a, b) => a.x0 - b.x0);
    // The row ends where its first cell has a line below that is not its own: a new row; and a
    // line below with a piece under each of its cells is a new row.
    let end = rows.length;
    const under = rows[r + 1];
    if (
      row.length >= 2 &&
      under &&
      row.every((c) => under.some((s) => Math.abs(s.x0 - c.x0) <= 1.5))
    )
      end = r + 1;
    row.forEach((cell, i) => {
      // A cell of a row of several, or a list item (whose wrapped lines start under its text).
      // The last cell of a row reaches to the margin, where it cannot be told from running text.
      const cellOfRow = i < row.length - 1;
      if (joined.has(cell) || (!cellOfRow && !startsWithBullet(cell.text.trim()))) return;
      const limit = (row[i + 1]?.x0 ?? rightEdge) - CELL_PADDING * cell.fontSize;
      let last = cell;
      let next = r + 1;
      for (; next < end; next += 1) {
        const below = rows[next]!.find(
          (s) => !joined.has(s) && Math.abs(s.x0 - cell.x0) <= 1.5 && s.x1 <= limit + cell.fontSize,
        );
        if (!below) break;
        if (below.baseline - last.baseline > CELL_LEADING * last.fontSize) break;
        if (below.fontSize > last.fontSize * 1.1 || startsWithBullet(below.text.trim())) break;
        // A cell's lines are set alike (a heading over the text below it is no cell), but for
        // a line a little smaller in a table cell; a list item's all alike.
        if (boldOf(below) !== boldOf(last)) break;
        const smaller = below.fontSize < 0.9 * cell.fontSize;
        const bodyText = cell.fontSize <= 1.1 * bodySize;
        if (smaller && (!cellOfRow || !bodyText || below.fontSize < 0.75 * cell.fontSize)) break;
        if (!smaller && !wraps(last, below, limit)) break;
        cell.text = `${cell.text.trimEnd()} ${below.text.trimStart()}`;
        cell.items = [...cell.items, ...below.items];
        cell.x1 = Math.max(cell.x1, below.x1);
        cell.bottom = below.bottom;
        joined.add(below);
        last = below;
      }
      if (i === 0 && cellOfRow) {
        while (next < end && !rows[next]!.some((s) => Math.abs(s.x0 - cell.x0) <= 1.5)) next += 1;
        end = next;
      }
    });
  }
  return joined.size === 0 ? segments : segments.filter((s) => !joined.has(s));
}

function boldOf(segment: Segment): boolean {
  const chars = (list: PageTextItem[]) => list.reduce((n, i) => n + i.text.trim().length, 0);
  return chars(segment.items.filter((i) => i.bold)) * 2 > chars(segment.items);
}

/** Whether `below`'s first word would not have fitted at the end of `line`, before `limit`. */
function wraps(line: Segment, below: Segment, limit: number): boolean {
  const text = below.text.trim();
  const word = text.split(/\s/)[0] ?? '';
  const wordWidth = ((below.x1 - below.x0) * word.length) / Math.max(1, text.length);
  return line.x1 + 0.28 * line.fontSize + wordWidth > limit;
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

function joinLines(block: Segment[], page: number, bodySize: number): TextLine[] {
  const lines: TextLine[] = [];
  for (const all of byBaseline(block)) {
    all.sort((a, b) => a.x0 - b.x0);
    const cells = all.map((s, i) => withoutIcons(normaliseText(s.text), i === 0));
    const row = all.filter((_, i) => cells[i] !== '');
    if (row.length === 0) continue;
    const items = row.flatMap((s) => s.items);
    const chars = (list: PageTextItem[]) => list.reduce((n, i) => n + i.text.trim().length, 0);
    const fontSize = mainFontSize(items);
    const bold = chars(items.filter((i) => i.bold)) * 2 > chars(items);
    const text = undecorated(
      normaliseText(cells.filter((c) => c !== '').join('\t')),
      bold,
      fontSize,
      bodySize,
    );
    if (text === '') continue;
    const x = Math.min(...row.map((s) => s.x0));
    lines.push({
      text,
      page,
      x: round(x),
      y: round(row.find((s) => s.fontSize === fontSize)?.baseline ?? row[0]!.baseline),
      width: round(Math.max(...row.map((s) => s.x1)) - x),
      fontSize,
      bold,
      listItem: startsWithBullet(text) || undefined,
    });
  }
  return lines;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
