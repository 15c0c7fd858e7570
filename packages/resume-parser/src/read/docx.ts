// Word (.docx) files through mammoth's document model (the tree it builds before writing HTML):
// paragraphs with their style names, runs with bold and size, list numbering, tables, and the
// text boxes mammoth reads (VML ones, and DrawingML ones that carry a VML fallback).
import mammoth from 'mammoth';
import type { ReadDocument, TextLine } from '../types';
import { readFailure } from './messages';
import { makeLine, normaliseText, startsWithBullet } from './normalise';

/** The parts of mammoth's document elements we read (lib/documents.js). */
interface DocElement {
  type: string;
  children?: DocElement[];
  value?: string;
  styleName?: string | null;
  styleId?: string | null;
  numbering?: unknown;
  isBold?: boolean;
  fontSize?: number | null;
  breakType?: string;
}

/**
 * A table is a layout (a two-column resume built from a table) rather than data when one of its
 * cells holds a block of text: this many paragraphs, or this many characters.
 */
const LAYOUT_CELL_PARAGRAPHS = 3;
const LAYOUT_CELL_CHARS = 200;

const HEADING_STYLE = /^(heading\s*\d|title|subtitle)$/i;

interface Piece {
  text: string;
  bold: boolean;
  fontSize: number;
}

class DocxLines {
  readonly lines: TextLine[] = [];
  private page = 1;

  block(el: DocElement): void {
    if (el.type === 'paragraph') this.paragraph(el);
    else if (el.type === 'table') this.table(el);
    else for (const child of el.children ?? []) this.block(child);
  }

  private paragraph(el: DocElement): void {
    const heading =
      HEADING_STYLE.test(el.styleName ?? '') || /^(Heading\d|Title)$/.test(el.styleId ?? '');
    const listItem = el.numbering != null || /list/i.test(el.styleName ?? '');
    const nested: DocElement[] = [];
    let pieces: Piece[] = [];
    const flush = () => {
      this.push(pieces, heading, listItem);
      pieces = [];
    };
    const walk = (node: DocElement, bold: boolean, fontSize: number) => {
      switch (node.type) {
        case 'text':
          pieces.push({ text: node.value ?? '', bold, fontSize });
          return;
        case 'tab':
          pieces.push({ text: '\t', bold, fontSize });
          return;
        case 'break':
          flush();
          if (node.breakType === 'page') this.page += 1;
          return;
        case 'paragraph':
        case 'table':
          nested.push(node);
          return;
        case 'run':
          for (const c of node.children ?? []) walk(c, !!node.isBold, node.fontSize ?? 0);
          return;
        default:
          for (const c of node.children ?? []) walk(c, bold, fontSize);
      }
    };
    for (const child of el.children ?? []) walk(child, false, 0);
    flush();
    for (const n of nested) this.block(n);
  }

  private push(pieces: Piece[], heading: boolean, listItem: boolean): void {
    const text = normaliseText(pieces.map((p) => p.text).join(''));
    if (text === '') return;
    const visible = pieces.filter((p) => p.text.trim() !== '');
    const sizes = new Map<number, number>();
    for (const p of visible) sizes.set(p.fontSize, (sizes.get(p.fontSize) ?? 0) + p.text.length);
    const fontSize = [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
    this.lines.push(
      makeLine(text, {
        page: this.page,
        y: this.lines.length,
        fontSize,
        bold: visible.length > 0 && visible.every((p) => p.bold),
        heading: heading || undefined,
        listItem: listItem || startsWithBullet(text) || undefined,
      }),
    );
  }

  private table(el: DocElement): void {
    const rows = (el.children ?? []).filter((r) => r.type === 'tableRow');
    const cells = rows.flatMap((r) => (r.children ?? []).filter((c) => c.type === 'tableCell'));
    if (cells.some(isLayoutCell)) {
      for (const cell of cells) this.block(cell);
      return;
    }
    for (const row of rows) {
      const start = this.lines.length;
      const texts: string[] = [];
      const parts: TextLine[] = [];
      for (const cell of (row.children ?? []).filter((c) => c.type === 'tableCell')) {
        this.block(cell);
        const cellLines = this.lines.splice(start);
        if (cellLines.length === 0) continue;
        texts.push(cellLines.map((l) => l.text).join(' '));
        parts.push(...cellLines);
      }
      const first = parts[0];
      if (!first) continue;
      this.lines.push({
        ...first,
        text: texts.join('\t'),
        y: this.lines.length,
        bold: parts.every((p) => p.bold),
      });
    }
  }
}

function plainText(el: DocElement): string {
  if (el.type === 'text') return el.value ?? '';
  return (el.children ?? []).map(plainText).join(' ');
}

function paragraphCount(el: DocElement): number {
  if (el.type === 'paragraph') return plainText(el).trim() === '' ? 0 : 1;
  return (el.children ?? []).reduce((n, c) => n + paragraphCount(c), 0);
}

function isLayoutCell(cell: DocElement): boolean {
  return (
    paragraphCount(cell) >= LAYOUT_CELL_PARAGRAPHS ||
    plainText(cell).replace(/\s+/g, ' ').length >= LAYOUT_CELL_CHARS
  );
}

export async function readDocx(bytes: Uint8Array): Promise<ReadDocument> {
  let root: DocElement | undefined;
  try {
    await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        // The tree is all we need; images are not read at all.
        transformDocument: (doc: DocElement) => {
          root = doc;
          return doc;
        },
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
      },
    );
  } catch {
    throw readFailure('corrupt');
  }
  if (!root) throw readFailure('corrupt');
  const reader = new DocxLines();
  reader.block(root);
  const pages = reader.lines.reduce((max, l) => Math.max(max, l.page), 1);
  return { kind: 'docx', lines: reader.lines, pages, ocrPages: 0 };
}
