// Scanned PDF pages: the page's image (page-image.ts), encoded to PNG with pngjs and read
// by tesseract.js with the English data shipped in @tesseract.js-data/eng. Nothing is fetched
// and nothing is written: langPath is that package's folder, the core wasm comes from
// tesseract.js-core, and the traineddata cache is off. One worker serves every file, one page at
// a time; it is created on first use and ended when idle, or by closeOcr().
// Its words, the noise among them dropped and the page's skew undone, are laid out as a PDF's
// text is (pdf-layout.ts): lines, table cells, columns, in reading order.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { TextLine } from '../types';
import { normaliseText } from './normalise';
import {
  apply,
  darkOnLight,
  headerBandSplit,
  type Matrix,
  type PageImage,
  pageImages,
  sidebarSplit,
} from './page-image';
import { layoutPage, type PageTextItem } from './pdf-layout';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** Images smaller than this share of the page are logos and photos, not the scanned page. */
const MIN_IMAGE_AREA = 0.2;
/** Words tesseract is less sure of than this (0-100) are noise: specks, rules, a photo's edges. */
const MIN_CONFIDENCE = 20;
/** …and words of one or two characters, which noise reads as most often. */
const MIN_SHORT_WORD_CONFIDENCE = 60;
/** An idle worker holds ~100 MB; end it this long after its last page. */
const IDLE_MS = 30_000;
/** From a line's baseline to the top of its capitals and ascenders, in font sizes. */
const ASCENT_EMS = 0.72;
/** Tesseract's readings of a bullet. */
const OCR_BULLET_MARK = /^[«»©®°*+•·▪■●]$/;

const require = createRequire(import.meta.url);
const LANG_PATH = join(
  dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** OCR itself failed (not the file): the caller may try again later. */
export class OcrError extends Error {
  constructor(cause: unknown) {
    super(`OCR failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'OcrError';
  }
}

let workerPromise: Promise<Worker> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<Worker> {
  workerPromise ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    cacheMethod: 'none',
    gzip: true,
  }).catch((error: unknown) => {
    workerPromise = undefined;
    throw error;
  });
  return workerPromise;
}

/** Ends the OCR worker (it starts again when next needed). */
export async function closeOcr(): Promise<void> {
  clearTimeout(idleTimer);
  const pending = workerPromise;
  workerPromise = undefined;
  const worker = await pending?.catch(() => undefined);
  await worker?.terminate();
}

/** Runs OCR jobs one at a time: the worker's parameters (the image's DPI) are per job. */
function serialised<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(() => {
    clearTimeout(idleTimer);
    return job();
  });
  queue = run
    .catch(() => undefined)
    .then(() => {
      idleTimer = setTimeout(() => closeOcr().catch(() => undefined), IDLE_MS);
      idleTimer.unref();
    });
  return run;
}

/** Reads the page's scanned image(s) with OCR; [] when the page has none. */
export async function ocrPage(
  pdfjs: PdfJs,
  page: PDFPageProxy,
  operators: { fnArray: number[]; argsArray: unknown[][] },
  viewportTransform: Matrix,
  pageNumber: number,
): Promise<TextLine[]> {
  const [, , pageWidth = 0, pageHeight = 0] = page.view;
  const images = await pageImages(pdfjs, page, operators, viewportTransform);
  const lines: TextLine[] = [];
  for (const image of images) {
    const [x0, y0] = apply([0, 0], image.toPage);
    const [x1, y1] = apply([1, 1], image.toPage);
    const area = Math.abs((x1 - x0) * (y1 - y0));
    if (area < MIN_IMAGE_AREA * pageWidth * pageHeight) continue;
    lines.push(...(await recognise(image, pageNumber)));
  }
  return lines;
}

async function recognise(image: PageImage, pageNumber: number): Promise<TextLine[]> {
  const dark = darkOnLight(image);
  const rectangles =
    headerBandSplit(image.width, image.height, dark.rows) ??
    sidebarSplit(image.width, image.height, dark.columns);
  const png = PNG.sync.write(
    Object.assign(new PNG({ width: image.width, height: image.height }), {
      data: Buffer.from(image.grey.buffer, image.grey.byteOffset, image.grey.byteLength),
    }),
    { colorType: 0, inputColorType: 0, deflateLevel: 1 },
  );
  // Pixels per inch of the image as placed on the page (a point is 1/72 inch).
  const [px0] = apply([0, 0], image.toPage);
  const [px1] = apply([1, 0], image.toPage);
  const widthPoints = Math.abs(px1 - px0) || 1;
  const dpi = Math.round((image.width / widthPoints) * 72);
  const results = await serialised(async () => {
    const worker = await getWorker();
    await worker.setParameters({ user_defined_dpi: String(dpi) });
    const out = [];
    for (const rectangle of rectangles) {
      out.push(await worker.recognize(png, { rectangle }, { blocks: true, text: false }));
    }
    return out;
  }).catch((error: unknown) => {
    throw new OcrError(error);
  });
  const toPoint = (x: number, y: number) =>
    apply([x / image.width, 1 - y / image.height], image.toPage);
  const linesOf = (r: (typeof results)[number]) =>
    (r.data.blocks ?? []).flatMap((block) => block.paragraphs).flatMap((p) => p.lines);
  // A scan is fed a little crooked: its lines' mean slope, undone (a small rotation), puts a
  // date on the right margin back on its title's baseline and a column's lines on one left edge.
  const s = medianSlope(results.flatMap(linesOf));
  // Each part read apart (a sidebar, the main column) is laid out apart, in reading order: laid
  // out together, a sidebar's line and the main column's beside it would be one row.
  return results.flatMap((r) => {
    const beside: PageTextItem[] = [];
    const items = wordItems(linesOf(r), s, toPoint, beside);
    return layoutPage(items, pageNumber).map((l) => withBesideUnread({ ...l, ocr: true }, beside));
  });
}

/** The line with its words that stand beside a word OCR could not read (on its baseline). */
function withBesideUnread(line: TextLine, beside: readonly PageTextItem[]): TextLine {
  const words = beside
    .filter(
      (w) =>
        Math.abs(w.baseline - line.y) <= 0.5 * line.fontSize &&
        w.x >= line.x - 1 &&
        w.x + w.width <= line.x + line.width + 1,
    )
    .map((w) => w.text.replace(/^•\s*/, ''));
  return words.length > 0 ? { ...line, besideUnread: words } : line;
}

type OcrLine = {
  words: OcrWord[];
  baseline: { x0: number; y0: number; x1: number; y1: number };
};

/** A part's OCR lines as the text items of a PDF page, in page points, with slope `s` undone. */
function wordItems(
  lines: readonly OcrLine[],
  s: number,
  toPoint: (x: number, y: number) => [number, number],
  besideUnread: PageTextItem[] = [],
): PageTextItem[] {
  const straight = (x: number, y: number): [number, number] => [x + s * y, y - s * x];
  const items: PageTextItem[] = [];
  for (const line of lines) {
    // A bullet goes before its item's first word, which keeps its place (where the item's
    // wrapped lines start), as a PDF's character bullet does.
    const words = readableWords(line.words).flatMap((w, i, all) => {
      if (w.text === '•' && all[i + 1]) return [];
      return all[i - 1]?.text === '•' ? [{ ...w, text: `• ${w.text}` }] : [w];
    });
    if (!words.some((w) => LETTER_OR_DIGIT.test(w.text))) continue;
    const b = line.baseline;
    const lineSlope = b.x1 - b.x0 > 0 ? (b.y1 - b.y0) / (b.x1 - b.x0) : s;
    const baseAt = (x: number) => b.y0 + lineSlope * (x - b.x0);
    // One size for the whole line, so its words stay one line: the median height of its words
    // that reach a capital's height (a bullet or "one" does not).
    const heights = words.map((w) => baseAt((w.bbox.x0 + w.bbox.x1) / 2) - w.bbox.y0);
    const tall = heights.filter((_, i) => ASCENDER.test(words[i]!.text)).sort((a, b) => a - b);
    const ascent = tall[tall.length >> 1] ?? Math.max(...heights);
    for (const w of words) {
      const middle = (w.bbox.x0 + w.bbox.x1) / 2;
      const [sx0, base] = straight(w.bbox.x0, baseAt(middle));
      const sx1 = sx0 + (w.bbox.x1 - w.bbox.x0);
      const [x0, y] = toPoint(sx0, base);
      const [x1, top] = toPoint(sx1, base - ascent);
      const fontSize = Math.abs(y - top) / ASCENT_EMS;
      if (!(fontSize > 0)) continue;
      const item = {
        text: w.text,
        x: Math.min(x0, x1),
        baseline: y,
        width: Math.abs(x1 - x0),
        fontSize,
        bold: false,
      };
      items.push(item);
      if (w.besideUnread) besideUnread.push(item);
    }
  }
  // The words are then laid out as a PDF's text is: lines, cells, columns, in reading order.
  return items;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** A word with a letter this tall: a capital, a digit, an ascender. */
const ASCENDER = /[\p{Lu}\p{N}bdfhklt]/u;
/** A bullet tesseract read as part of the word after it ("«Stepped"). */
const STUCK_BULLET = /^[«»]+(?=[\p{L}\p{N}])/u;

interface OcrWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
  /** Kept, next to a word left out as unsure (besideUnread). */
  besideUnread?: boolean;
}

/**
 * A word left out as unsure that was a word, not a speck: two letters or digits or more, within a
 * letter's height of the kept word beside it (a cell's gap away, it is some other cell's noise).
 */
function unreadBeside(word: OcrWord, dropped: OcrWord | undefined): boolean {
  if (!dropped || [...dropped.text.matchAll(/[\p{L}\p{N}]/gu)].length < 2) return false;
  const gap = Math.max(dropped.bbox.x0 - word.bbox.x1, word.bbox.x0 - dropped.bbox.x1);
  return gap <= word.bbox.y1 - word.bbox.y0;
}

/**
 * A line's words that are text: a word tesseract is unsure of is noise (a rule under a heading
 * read as "oo oo B", a speck), a short word needing more certainty; of two words on the same ink
 * the surer one. A lone mark before a word (tesseract's reading of a bullet: «, », +, *, ©, or a
 * dot starting the line) is a bullet.
 */
export function readableWords(words: OcrWord[]): OcrWord[] {
  const kept: OcrWord[] = [];
  const unsure = new Set<OcrWord>();
  words.forEach((w, i) => {
    const text = normaliseText(w.text);
    if (text === '') return;
    if (STUCK_BULLET.test(text)) {
      kept.push({ ...w, text: `• ${text.replace(STUCK_BULLET, '')}` });
      return;
    }
    const marks = text.length <= 2 && [...text].every((c) => OCR_BULLET_MARK.test(c));
    const lone = (text.length === 1 && !LETTER_OR_DIGIT.test(text)) || marks;
    const beforeWord = i < words.length - 1;
    if (lone && beforeWord && (marks || (text === '.' && i === 0))) {
      kept.push({ ...w, text: '•' });
      return;
    }
    if (w.confidence < (text.length <= 2 ? MIN_SHORT_WORD_CONFIDENCE : MIN_CONFIDENCE)) {
      unsure.add(w);
      return;
    }
    kept.push({ ...w, text });
  });
  // A kept word next to one left out as unsure ("SAP" before "PM", "procedures" after an unread
  // "isolation") is marked: a name it is part of may have lost a word.
  for (const k of kept) {
    const at = words.findIndex((w) => w.bbox === k.bbox);
    const [before, after] = [words[at - 1], words[at + 1]];
    if (
      (before && unsure.has(before) && unreadBeside(k, before)) ||
      (after && unsure.has(after) && unreadBeside(k, after))
    )
      k.besideUnread = true;
  }
  return kept.filter(
    (w) =>
      !kept.some(
        (o) =>
          o !== w &&
          o.confidence > w.confidence &&
          Math.min(o.bbox.x1, w.bbox.x1) - Math.max(o.bbox.x0, w.bbox.x0) >
            0.5 * (w.bbox.x1 - w.bbox.x0),
      ),
  );
}

/** The median slope of the lines' baselines (long lines only), in pixels down per pixel across. */
function medianSlope(lines: { baseline: { x0: number; y0: number; x1: number; y1: number } }[]) {
  const slopes = lines
    .map((l) => l.baseline)
    .filter((b) => b.x1 - b.x0 > 200)
    .map((b) => (b.y1 - b.y0) / (b.x1 - b.x0))
    .sort((a, b) => a - b);
  return slopes[slopes.length >> 1] ?? 0;
}
