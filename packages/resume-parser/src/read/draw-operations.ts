// A PDF page's operator list as drawing operations, each with the transform in force when it
// runs: the graphics state's save and restore, transforms and form XObjects are followed here,
// once, for the readers that place what a page draws (its images for OCR, its bullet shapes).
type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type Matrix = number[];

export interface DrawOperation {
  fn: number;
  args: unknown[];
  /** The current transformation matrix, starting from `start`. */
  ctm: Matrix;
}

/** The operations that draw (every one but those that change the transform), in order. */
export function* drawOperations(
  pdfjs: PdfJs,
  { fnArray, argsArray }: { fnArray: number[]; argsArray: unknown[][] },
  start: Matrix,
): Generator<DrawOperation> {
  const { OPS, Util } = pdfjs;
  const stack: Matrix[] = [];
  let ctm = start;
  for (let i = 0; i < fnArray.length; i += 1) {
    const fn = fnArray[i]!;
    const args = argsArray[i] ?? [];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = Util.transform(ctm, args as Matrix);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      if (Array.isArray(args[0])) ctm = Util.transform(ctm, args[0] as Matrix);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else yield { fn, args, ctm };
  }
}
