// Scanned PDF pages: the page's image (page-image.ts), encoded to PNG with pngjs and read
// by tesseract.js with the English data shipped in @tesseract.js-data/eng. Nothing is fetched
// and nothing is written: langPath is that package's folder, the core wasm comes from
// tesseract.js-core, and the traineddata cache is off. One worker serves every file, one page at
// a time; it is created on first use and ended when idle, or by closeOcr().
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { TextLine } from '../types';
import { normaliseText, startsWithBullet } from './normalise';
import {
  apply,
  darkOnLight,
  type Matrix,
  type PageImage,
  pageImages,
  sidebarSplit,
} from './page-image';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** Images smaller than this share of the page are logos and photos, not the scanned page. */
const MIN_IMAGE_AREA = 0.2;
/** Lines tesseract is less sure of than this (0-100) are noise: specks, a photo's edges. */
const MIN_CONFIDENCE = 40;
/** An idle worker holds ~100 MB; end it this long after its last page. */
const IDLE_MS = 30_000;
/** From a line's baseline to the top of its capitals and ascenders, in font sizes. */
const ASCENT_EMS = 0.72;
/** Tesseract's readings of a bullet. */
const OCR_BULLET = /^[«»©®°*]\s/;

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
  const rectangles = sidebarSplit(image.width, image.height, darkOnLight(image));
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
  const lines: TextLine[] = [];
  for (const block of results.flatMap((r) => r.data.blocks ?? [])) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const text = normaliseText(line.text).replace(OCR_BULLET, '• ');
        if (line.confidence < MIN_CONFIDENCE || !/[\p{L}\p{N}]/u.test(text)) continue;
        const [x0, top] = toPoint(line.bbox.x0, line.bbox.y0);
        const [x1] = toPoint(line.bbox.x1, line.bbox.y1);
        const [, baseline] = toPoint(line.baseline.x0, line.baseline.y0);
        lines.push({
          text,
          page: pageNumber,
          x: round(Math.min(x0, x1)),
          y: round(baseline),
          width: round(Math.abs(x1 - x0)),
          fontSize: round(Math.abs(baseline - top) / ASCENT_EMS),
          bold: false,
          listItem: startsWithBullet(text) || undefined,
          ocr: true,
        });
      }
    }
  }
  return lines;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
