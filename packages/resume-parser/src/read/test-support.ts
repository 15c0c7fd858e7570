// Builds the PDFs the reader tests read: text drawn where a resume puts it, with positions given
// from the page's top left (pdf-lib's own origin is the bottom left).
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

export const A4 = { width: 595, height: 842 };

export interface Draw {
  text: string;
  x: number;
  /** The baseline, in points from the top of the page. */
  y: number;
  size?: number;
  bold?: boolean;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A PDF with one page per list of drawings (Helvetica, Helvetica-Bold). */
export async function makePdf(pages: Draw[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  for (const draws of pages) {
    const page = doc.addPage([A4.width, A4.height]);
    for (const d of draws) {
      page.drawText(d.text, {
        x: d.x,
        y: A4.height - d.y,
        size: d.size ?? 10,
        font: d.bold ? fonts.bold : fonts.regular,
      });
    }
  }
  return doc.save();
}

/** A column of lines from (x, top), `leading` points apart. */
export function column(
  x: number,
  top: number,
  leading: number,
  lines: string[],
  size = 10,
): Draw[] {
  return lines.map((text, i) => ({ text, x, y: top + i * leading, size }));
}

/** Width of `text` in Helvetica (bold or not) at `size`, for placing pieces side by side. */
export async function textWidth(text: string, size: number, bold = false): Promise<number> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(bold ? StandardFonts.HelveticaBold : StandardFonts.Helvetica);
  return font.widthOfTextAtSize(text, size);
}

/**
 * A minimal PDF whose trailer names an /Encrypt dictionary (standard handler, RC4 128-bit) with
 * made-up /O and /U strings: no password, not even the empty one, opens it.
 */
export function makeEncryptedPdf(): Uint8Array {
  const hex = (n: number) =>
    Array.from({ length: n }, (_, i) => ((i * 73 + 41) % 256).toString(16).padStart(2, '0')).join(
      '',
    );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    '<< /Length 0 >>\nstream\n\nendstream',
    `<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <${hex(32)}> /U <${hex(32).split('').reverse().join('')}> >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 5 0 R /ID [<${hex(16)}> <${hex(16)}>] >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
