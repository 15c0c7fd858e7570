// The small filled shapes of a PDF page: the bullets a browser or a word processor draws as a
// disc or a square beside a list item instead of as a character. Found in the operator list (which
// pdf.js has built anyway for the fonts), each with its box in page points from the top left.
import { drawOperations, type Matrix } from './draw-operations';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

export interface Mark {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
}

/** A bullet's disc or square is this size, in points, each way. */
const MIN_MARK = 1.2;
const MAX_MARK = 8;
/** Pages drawn from thousands of paths (a chart, a vector logo) have no bullets worth finding. */
const MAX_PATHS = 5000;

export function filledMarks(
  pdfjs: PdfJs,
  operators: { fnArray: number[]; argsArray: unknown[][] },
  viewportTransform: Matrix,
): Mark[] {
  const { OPS } = pdfjs;
  const fills = new Set<number>([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke]);
  const marks: Mark[] = [];
  let paths = 0;
  for (const { fn, args, ctm } of drawOperations(pdfjs, operators, viewportTransform)) {
    if (fn === OPS.constructPath) {
      paths += 1;
      if (paths > MAX_PATHS) return [];
      const op = args[0] as number;
      const box = args[2] as ArrayLike<number> | null | undefined;
      if (!fills.has(op) || !box || box.length < 4) continue;
      const [ax, ay] = apply(ctm, box[0]!, box[1]!);
      const [bx, by] = apply(ctm, box[2]!, box[3]!);
      const w = Math.abs(bx - ax);
      const h = Math.abs(by - ay);
      if (w < MIN_MARK || h < MIN_MARK || w > MAX_MARK || h > MAX_MARK) continue;
      if (w > 2 * h || h > 2 * w) continue;
      marks.push({
        x0: Math.min(ax, bx),
        x1: Math.max(ax, bx),
        top: Math.min(ay, by),
        bottom: Math.max(ay, by),
      });
    }
  }
  return marks;
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = m;
  return [a * x + c * y + e, b * x + d * y + f];
}
