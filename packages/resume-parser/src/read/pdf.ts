// PDF files through pdf.js: each page's text pieces with their positions (getTextContent), the
// fonts' names and weights (from the operator list, which also says where a scanned page's image
// is), laid out into lines by pdf-layout.ts. Pages without a text layer go to OCR.
//
// Positions are in points from the page's top left (the page's rotation applied); a line's y is
// its baseline, so within a column y grows in reading order.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { type ReadDocument, ResumeParseError, type TextLine } from '../types';
import { MAX_PDF_PAGES, readFailure } from './messages';
import { OcrError, ocrPage } from './ocr';
import { layoutPage, type PageTextItem } from './pdf-layout';
import { filledMarks } from './pdf-shapes';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** A page with fewer letters than this in its text layer is a scanned page. */
const MIN_TEXT_CHARS = 20;

const BOLD_FONT = /bold|black|heavy|semibold|demibold|extrabold|ultrabold/i;

const require = createRequire(import.meta.url);
const PDFJS_DIR = dirname(require.resolve('pdfjs-dist/package.json'));

let pdfjsPromise: Promise<PdfJs> | undefined;

/** pdf.js loads once, and runs its worker in this thread (its "fake worker") in Node. */
function loadPdfjs(): Promise<PdfJs> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = pathToFileURL(
      join(PDFJS_DIR, 'legacy/build/pdf.worker.mjs'),
    ).href;
    return pdfjs;
  });
  return pdfjsPromise;
}

function openOptions(bytes: Uint8Array) {
  return {
    // A copy, as a plain Uint8Array: pdf.js refuses a Buffer, and detaches what it is given.
    data: new Uint8Array(bytes),
    // No standardFontDataUrl: text needs only the standard fonts' metrics, which pdf.js has
    // built in; loading and parsing the font files made a 2-page Helvetica PDF twice as slow
    // (131 ms against 66, measured). Without a URL pdf.js fetches nothing.
    // The CMaps (CJK text) and the image decoders (JPEG 2000 and JBIG2 scans) are local
    // folders that pdf.js reads with fs in Node, and only when a file needs them.
    cMapUrl: `${join(PDFJS_DIR, 'cmaps')}/`,
    cMapPacked: true,
    wasmUrl: `${join(PDFJS_DIR, 'wasm')}/`,
    useWorkerFetch: false,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: 0,
  };
}

export async function readPdf(bytes: Uint8Array): Promise<ReadDocument> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument(openOptions(bytes));
  let pdf: PDFDocumentProxy;
  try {
    pdf = await task.promise;
  } catch (error) {
    await task.destroy();
    throw readFailure(errorName(error) === 'PasswordException' ? 'password' : 'corrupt');
  }
  try {
    if (pdf.numPages > MAX_PDF_PAGES) throw readFailure('too-long');
    const lines: TextLine[] = [];
    let ocrPages = 0;
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n);
      const { lines: pageLines, ocr } = await readPage(pdfjs, page, n);
      lines.push(...pageLines);
      if (ocr) ocrPages += 1;
      page.cleanup();
    }
    return { kind: 'pdf', lines, pages: pdf.numPages, ocrPages };
  } catch (error) {
    // The file's own faults are 'corrupt'; a failure of OCR itself is not the file's.
    if (error instanceof ResumeParseError || error instanceof OcrError) throw error;
    throw readFailure('corrupt');
  } finally {
    await task.destroy();
  }
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

async function readPage(
  pdfjs: PdfJs,
  page: PDFPageProxy,
  n: number,
): Promise<{ lines: TextLine[]; ocr: boolean }> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  // The operator list loads the fonts into commonObjs, where their names and weights are.
  const operators = await page.getOperatorList();
  const boldFonts = new Map<string, boolean>();
  const isBold = (fontName: string) => {
    let bold = boldFonts.get(fontName);
    if (bold === undefined) {
      bold = fontIsBold(page, fontName);
      boldFonts.set(fontName, bold);
    }
    return bold;
  };
  const items: PageTextItem[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str === '') continue;
    const piece = toPageItem(pdfjs, viewport.transform, item, isBold(item.fontName));
    if (piece) items.push(piece);
  }
  const marks = items.length > 0 ? filledMarks(pdfjs, operators, viewport.transform) : [];
  const lines = layoutPage(items, n, marks);
  const chars = lines.reduce((sum, l) => sum + l.text.replace(/\s/g, '').length, 0);
  if (chars >= MIN_TEXT_CHARS) return { lines, ocr: false };
  const ocrLines = await ocrPage(pdfjs, page, operators, viewport.transform, n);
  if (ocrLines.length === 0) return { lines, ocr: false };
  return { lines: [...lines, ...ocrLines], ocr: true };
}

function fontIsBold(page: PDFPageProxy, fontName: string): boolean {
  if (!page.commonObjs.has(fontName)) return false;
  const font = page.commonObjs.get(fontName) as { name?: string; bold?: boolean; black?: boolean };
  return !!font.bold || !!font.black || BOLD_FONT.test(font.name ?? '');
}

function toPageItem(
  pdfjs: PdfJs,
  viewportTransform: number[],
  item: TextItem,
  bold: boolean,
): PageTextItem | undefined {
  const [a, b, c, d, e, f] = pdfjs.Util.transform(viewportTransform, item.transform) as number[];
  // Text turned on its side (a vertical label in a margin) is not part of the reading flow.
  if (Math.abs(b ?? 0) > 0.01 * Math.abs(a ?? 0) || (a ?? 0) <= 0) return undefined;
  const fontSize = Math.hypot(c ?? 0, d ?? 0);
  // item.width is in the page's user space; the viewport at scale 1 only flips and shifts it.
  return { text: item.str, x: e ?? 0, baseline: f ?? 0, width: item.width, fontSize, bold };
}
