// The images drawn on a PDF page, as pdf.js decodes them (no canvas needed), in 8-bit grey with
// where each lies on the page, and the clean-up OCR wants: light-on-dark regions (a coloured
// sidebar) turned dark-on-light, and such a sidebar cut off to be read on its own.
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import { drawOperations, type Matrix } from './draw-operations';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

export type { Matrix };

export interface PageImage {
  width: number;
  height: number;
  grey: Uint8Array;
  /** Image space (unit square, y up) to page points (top left origin). */
  toPage: Matrix;
}

/** The page's images in drawing order, with the transform that places each on the page. */
export async function pageImages(
  pdfjs: PdfJs,
  page: PDFPageProxy,
  operators: { fnArray: number[]; argsArray: unknown[][] },
  viewportTransform: Matrix,
): Promise<PageImage[]> {
  const { OPS, Util } = pdfjs;
  const images: PageImage[] = [];
  for (const { fn, args, ctm } of drawOperations(pdfjs, operators, [1, 0, 0, 1, 0, 0])) {
    if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject) {
      const data =
        fn === OPS.paintInlineImageXObject ? args[0] : await imageObject(page, String(args[0]));
      const grey = toGrey(data);
      if (grey) images.push({ ...grey, toPage: Util.transform(viewportTransform, ctm) });
    }
  }
  return images;
}

/** How long to wait for pdf.js to hand over an image it could not decode. */
const IMAGE_TIMEOUT_MS = 10_000;

function imageObject(page: PDFPageProxy, objId: string): Promise<unknown> {
  // Images used on several pages live in the document-wide store.
  const objs = objId.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), IMAGE_TIMEOUT_MS);
    objs.get(objId, (data: unknown) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

function isDecodedImage(value: unknown): value is DecodedImage {
  const v = value as Partial<DecodedImage> | null;
  return !!v && typeof v.width === 'number' && typeof v.height === 'number' && !!v.data;
}

/** pdf.js's decoded pixels (ImageKind 1: 1 bit grey, 2: RGB, 3: RGBA) as 8-bit grey. */
export function toGrey(
  value: unknown,
): { width: number; height: number; grey: Uint8Array } | undefined {
  if (!isDecodedImage(value)) return undefined;
  const { width, height, kind, data } = value;
  const pixels = width * height;
  const grey = new Uint8Array(pixels);
  if (kind === 1) {
    // Rows padded to whole bytes; a set bit is white.
    const rowBytes = (width + 7) >> 3;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const bit = ((data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
        grey[y * width + x] = bit ? 255 : 0;
      }
    }
  } else if (kind === 2 || kind === 3) {
    const step = kind === 2 ? 3 : 4;
    for (let p = 0; p < pixels; p += 1) {
      const o = p * step;
      // Rec. 601 luma, in integers.
      grey[p] =
        ((data[o] ?? 255) * 77 + (data[o + 1] ?? 255) * 150 + (data[o + 2] ?? 255) * 29) >> 8;
    }
  } else {
    return undefined;
  }
  return { width, height, grey };
}

/** Square tiles whose polarity is judged on its own: large next to a letter, small next to a page. */
const TILE = 48;

/**
 * Light text on a dark ground (a coloured sidebar) becomes dark on light: every tile whose
 * median is dark is inverted. Tesseract reads such lines badly, and joins them to the lines of
 * the column beside them.
 */
export function darkOnLight(image: { width: number; height: number; grey: Uint8Array }): {
  /** For each column of tiles, the share of its tiles that were dark. */
  columns: number[];
  /** For each row of tiles, the share of its tiles that were dark. */
  rows: number[];
} {
  const { width, height, grey } = image;
  const histogram = new Uint32Array(256);
  const rows = Math.ceil(height / TILE);
  const darkTiles = new Array<number>(Math.ceil(width / TILE)).fill(0);
  const darkRows = new Array<number>(rows).fill(0);
  for (let ty = 0; ty < height; ty += TILE) {
    for (let tx = 0; tx < width; tx += TILE) {
      histogram.fill(0);
      const x1 = Math.min(tx + TILE, width);
      const y1 = Math.min(ty + TILE, height);
      for (let y = ty; y < y1; y += 1) {
        for (let x = tx; x < x1; x += 1) histogram[grey[y * width + x]!]! += 1;
      }
      const half = ((x1 - tx) * (y1 - ty)) / 2;
      let median = 0;
      for (let seen = 0; median < 256; median += 1) {
        seen += histogram[median]!;
        if (seen >= half) break;
      }
      if (median >= 110) continue;
      darkTiles[tx / TILE] = (darkTiles[tx / TILE] ?? 0) + 1 / rows;
      darkRows[ty / TILE] = (darkRows[ty / TILE] ?? 0) + 1 / darkTiles.length;
      for (let y = ty; y < y1; y += 1) {
        for (let x = tx; x < x1; x += 1) grey[y * width + x] = 255 - grey[y * width + x]!;
      }
    }
  }
  return { columns: darkTiles, rows: darkRows };
}

export interface Rectangle {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The image split into a dark sidebar (a band of tile columns at the left or right edge that is
 * mostly dark) and the rest, in reading order; the whole image when there is no sidebar. Read
 * apart, tesseract cannot join a sidebar line to the main column's line beside it.
 */
export function sidebarSplit(width: number, height: number, darkTiles: number[]): Rectangle[] {
  const dark = darkTiles.map((share) => share >= 0.6);
  const band = (from: number, step: number) => {
    let n = 0;
    while (dark[from + n * step]) n += 1;
    return n;
  };
  const whole = [{ left: 0, top: 0, width, height }];
  const leftBand = Math.min(band(0, 1) * TILE, width);
  const rightBand = Math.min(band(dark.length - 1, -1) * TILE, width);
  const fits = (w: number) => w >= width * 0.1 && w <= width * 0.5;
  if (fits(leftBand)) {
    return [
      { left: 0, top: 0, width: leftBand, height },
      { left: leftBand, top: 0, width: width - leftBand, height },
    ];
  }
  if (fits(rightBand)) {
    const x = width - rightBand;
    return [
      { left: 0, top: 0, width: x, height },
      { left: x, top: 0, width: rightBand, height },
    ];
  }
  return whole;
}

/**
 * A dark band across the top (a designer resume's header with the name in light type), read
 * apart from the rest: its inside, one tile in from each edge, since the edge of an inverted
 * band leaves dark bars around it that make tesseract take the band for a picture. Null when
 * the page has no such band.
 */
export function headerBandSplit(
  width: number,
  height: number,
  darkRows: number[],
): Rectangle[] | null {
  let n = 0;
  while ((darkRows[n] ?? 0) >= 0.6) n += 1;
  const band = Math.min(n * TILE, height);
  if (n < 3 || band > height * 0.35) return null;
  return [
    { left: TILE, top: TILE, width: width - 2 * TILE, height: band - 2 * TILE },
    { left: 0, top: band, width, height: height - band },
  ];
}

export function apply([x, y]: [number, number], m: Matrix): [number, number] {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = m;
  return [a * x + c * y + e, b * x + d * y + f];
}
