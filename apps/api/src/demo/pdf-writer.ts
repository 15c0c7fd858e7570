// A small PDF writer for the demo's documents (adverts' documents, the demo resume): headings,
// paragraphs, bullets and fields on A4 pages, in the standard fonts (nothing to load from disk).
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const BRAND = rgb(0.043, 0.431, 0.439); // the app's teal (#0b6e70)
const INK = rgb(0.13, 0.13, 0.13);
export const MUTED = rgb(0.38, 0.38, 0.38);

export interface Writer {
  heading(text: string): void;
  paragraph(text: string, options?: { size?: number; color?: ReturnType<typeof rgb> }): void;
  bullets(items: readonly string[]): void;
  field(label: string, value: string | null): void;
  gap(points: number): void;
}

function createWriter(doc: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }): Writer {
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const width = PAGE.width - 2 * MARGIN;
  // Standard fonts encode WinAnsi only: anything else would throw, so it becomes '?'.
  const supported = new Set(fonts.regular.getCharacterSet());
  const printable = (text: string) =>
    [...text.replace(/\s+/g, ' ')]
      .map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
      .join('');

  const ensure = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const lines = (text: string, font: PDFFont, size: number, maxWidth: number) => {
    const out: string[] = [];
    let line = '';
    for (const word of printable(text).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > maxWidth) {
        out.push(line);
        line = word;
      } else line = next;
    }
    if (line) out.push(line);
    return out;
  };
  const write = (text: string, font: PDFFont, size: number, color = INK, indent = 0) => {
    for (const line of lines(text, font, size, width - indent)) {
      ensure(size * 1.4);
      y -= size * 1.4;
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
    }
  };

  return {
    heading(text) {
      ensure(40);
      y -= 10;
      write(text, fonts.bold, 13, BRAND);
      y -= 4;
    },
    paragraph(text, options = {}) {
      write(text, fonts.regular, options.size ?? 10.5, options.color ?? INK);
      y -= 6;
    },
    bullets(items) {
      for (const item of items) {
        ensure(15);
        page.drawText('-', { x: MARGIN + 4, y: y - 14.7, size: 10.5, font: fonts.regular });
        write(item, fonts.regular, 10.5, INK, 16);
        y -= 3;
      }
    },
    field(label, value) {
      if (!value) return;
      write(`${label}: ${value}`, fonts.regular, 10.5);
    },
    gap(points) {
      y -= points;
    },
  };
}

/** A new PDF with its metadata and a writer on its first page. */
export async function newPdf(meta: { title: string; author: string; subject: string }) {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setCreator('Talent Portal');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  return { doc, w: createWriter(doc, fonts) };
}
