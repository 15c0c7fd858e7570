// A small RTF reader: enough of the format (Microsoft's RTF 1.9.1 specification) for the text of a
// resume with its paragraphs, tabs, table cells, bold, font sizes, outline levels and list
// bullets. Pictures, fonts, colours, styles, document info and every \* destination are skipped.
import type { ReadDocument, TextLine } from '../types';
import { readFailure } from './messages';
import { makeLine, normaliseText, startsWithBullet } from './normalise';
import { decodeWindows1252 } from './text';

/** Destinations whose text is not document text. */
const SKIPPED = new Set([
  'fonttbl',
  'colortbl',
  'info',
  'pict',
  'shppict',
  'nonshppict',
  'object',
  'objdata',
  'fldinst',
  'listtable',
  'listoverridetable',
  'revtbl',
  'rsidtbl',
  'generator',
  'xmlnstbl',
  'themedata',
  'colorschememapping',
  'datastore',
  'latentstyles',
  'pgdsctbl',
  'filetbl',
  'footnote',
  'bkmkstart',
  'bkmkend',
  'sp',
  'sn',
  'sv',
]);

const CODE_PAGES: Record<number, string> = {
  437: 'ibm866', // not in TextDecoder; the closest DOS page it knows
  932: 'shift_jis',
  936: 'gbk',
  949: 'euc-kr',
  950: 'big5',
  65001: 'utf-8',
};

function decoderFor(codePage: number): { decode(bytes: Uint8Array): string } {
  if (codePage === 1252) return { decode: decodeWindows1252 };
  const label = CODE_PAGES[codePage] ?? `windows-${codePage}`;
  try {
    return new TextDecoder(label);
  } catch {
    return { decode: decodeWindows1252 };
  }
}

interface State {
  skip: boolean;
  bold: boolean;
  /** Half-points, as \fs gives them. */
  halfPoints: number;
  /** Characters to skip after a \u, as \uc says. */
  uc: number;
  /** Inside the stylesheet: collecting a style's name. */
  style: boolean;
}

interface Run {
  text: string;
  bold: boolean;
  halfPoints: number;
}

class RtfReader {
  private readonly lines: TextLine[] = [];
  private runs: Run[] = [];
  private state: State = { skip: false, bold: false, halfPoints: 24, uc: 1, style: false };
  private readonly stack: State[] = [];
  private decoder = decoderFor(1252);
  private bytes: number[] = [];
  private page = 1;
  // Paragraph properties, reset by \pard.
  private heading = false;
  private listItem = false;
  private styleNumber = -1;
  private readonly headingStyles = new Set<number>();
  private styleName = '';
  private styleNameNumber = 0;
  private skipChars = 0;

  constructor(private readonly src: string) {}

  read(): TextLine[] {
    const src = this.src;
    let i = 0;
    while (i < src.length) {
      const c = src[i]!;
      if (c === '{') {
        this.flushBytes();
        this.skipChars = 0;
        this.stack.push({ ...this.state });
        i += 1;
      } else if (c === '}') {
        this.flushBytes();
        this.skipChars = 0;
        if (this.state.style) this.endStyle();
        this.state = this.stack.pop() ?? this.state;
        i += 1;
      } else if (c === '\\') {
        i = this.control(i);
      } else if (c === '\r' || c === '\n') {
        i += 1;
      } else {
        this.flushBytes();
        this.char(c);
        i += 1;
      }
    }
    this.flushBytes();
    this.endParagraph();
    return this.lines;
  }

  /** Reads the control word or symbol at `i`; returns the index after it. */
  private control(i: number): number {
    const src = this.src;
    const next = src[i + 1] ?? '';
    if (/[a-zA-Z]/.test(next)) {
      const m = /^([a-zA-Z]{1,32})(-?\d{1,10})? ?/.exec(src.slice(i + 1, i + 48))!;
      const word = m[1]!;
      const param = m[2] === undefined ? undefined : Number(m[2]);
      const end = i + 1 + m[0].length;
      if (word === 'bin') return end + (param ?? 0);
      this.flushBytes();
      // A \u's fallback is text or \'hh; a control word means it had none.
      this.skipChars = 0;
      this.word(word, param);
      return end;
    }
    if (next === "'") {
      const hex = src.slice(i + 2, i + 4);
      if (this.skipChars > 0 && !this.state.style) this.skipChars -= 1;
      else if (!this.state.skip) this.bytes.push(Number.parseInt(hex, 16));
      return i + 4;
    }
    this.flushBytes();
    if (next === '*') {
      this.state.skip = true;
    } else if (next === '\\' || next === '{' || next === '}') {
      this.char(next);
    } else if (next === '~') {
      this.char('\u00A0');
    } else if (next === '_') {
      this.char('\u2011');
    } else if (next === '\r' || next === '\n') {
      this.endParagraph();
    }
    return i + 2;
  }

  private word(word: string, param: number | undefined): void {
    // Inside a skipped group only the Unicode settings matter (they affect how far to skip).
    if (this.state.skip && word !== 'uc') return;
    const on = param !== 0;
    switch (word) {
      case 'ansicpg':
        this.decoder = decoderFor(param ?? 1252);
        return;
      case 'stylesheet':
        this.state.style = true;
        return;
      case 'par':
        this.endParagraph();
        return;
      case 'line':
        this.endParagraph();
        return;
      case 'page':
        this.endParagraph();
        this.page += 1;
        return;
      case 'tab':
        this.char('\t');
        return;
      case 'cell':
      case 'nestcell':
        // Cells of a row become one line, separated by tabs; empty cells vanish in normalising.
        this.char('\t');
        return;
      case 'row':
      case 'nestrow':
        this.endParagraph();
        return;
      case 'pard':
        this.heading = false;
        this.listItem = false;
        this.styleNumber = 0;
        return;
      case 'plain':
        this.state.bold = false;
        this.state.halfPoints = 24;
        return;
      case 'b':
        this.state.bold = on;
        return;
      case 'fs':
        this.state.halfPoints = param ?? 24;
        return;
      case 'uc':
        this.state.uc = param ?? 1;
        return;
      case 'u': {
        const code = param ?? 0;
        this.char(String.fromCharCode(code < 0 ? code + 65536 : code));
        this.skipChars = this.state.uc;
        return;
      }
      case 's':
        if (this.state.style) this.styleNameNumber = param ?? 0;
        else {
          this.styleNumber = param ?? 0;
          if (this.headingStyles.has(this.styleNumber)) this.heading = true;
        }
        return;
      case 'outlinelevel':
        this.heading = (param ?? 0) < 9;
        return;
      case 'ls':
      case 'ilvl':
      case 'pnlvlblt':
      case 'pnlvlbody':
      case 'listtext':
      case 'pntext':
        this.listItem = true;
        if (word === 'listtext' || word === 'pntext') this.state.skip = true;
        return;
      case 'emdash':
        this.char('—');
        return;
      case 'endash':
        this.char('–');
        return;
      case 'bullet':
        this.char('•');
        return;
      case 'lquote':
        this.char('‘');
        return;
      case 'rquote':
        this.char('’');
        return;
      case 'ldblquote':
        this.char('“');
        return;
      case 'rdblquote':
        this.char('”');
        return;
      default:
        if (SKIPPED.has(word)) this.state.skip = true;
    }
  }

  private char(c: string): void {
    if (this.skipChars > 0) {
      this.skipChars -= 1;
      return;
    }
    if (this.state.style) {
      this.styleName += c;
      return;
    }
    if (this.state.skip) return;
    this.runs.push({ text: c, bold: this.state.bold, halfPoints: this.state.halfPoints });
  }

  private flushBytes(): void {
    if (this.bytes.length === 0) return;
    const text = this.decoder.decode(new Uint8Array(this.bytes));
    this.bytes = [];
    for (const c of text) this.char(c);
  }

  private endStyle(): void {
    if (/^\s*(heading \d|title)\s*;?\s*$/i.test(this.styleName)) {
      this.headingStyles.add(this.styleNameNumber);
    }
    this.styleName = '';
    this.styleNameNumber = 0;
  }

  private endParagraph(): void {
    const runs = this.runs;
    this.runs = [];
    const text = normaliseText(runs.map((r) => r.text).join(''));
    if (text === '') return;
    const sizes = new Map<number, number>();
    let boldChars = 0;
    let chars = 0;
    for (const r of runs) {
      if (r.text.trim() === '') continue;
      chars += 1;
      if (r.bold) boldChars += 1;
      sizes.set(r.halfPoints, (sizes.get(r.halfPoints) ?? 0) + 1);
    }
    const halfPoints = [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 24;
    this.lines.push(
      makeLine(text, {
        page: this.page,
        y: this.lines.length,
        fontSize: halfPoints / 2,
        bold: chars > 0 && boldChars === chars,
        heading: this.heading || undefined,
        listItem: this.listItem || startsWithBullet(text) || undefined,
      }),
    );
  }
}

export function readRtf(bytes: Uint8Array): ReadDocument {
  // RTF is 7-bit ASCII; anything beyond it is escaped, so Latin-1 keeps every byte as it is.
  const src = new TextDecoder('latin1').decode(bytes);
  if (!src.startsWith('{\\rtf')) throw readFailure('corrupt');
  const lines = new RtfReader(src).read();
  const pages = lines.reduce((max, l) => Math.max(max, l.page), 1);
  return { kind: 'rtf', lines, pages, ocrPages: 0 };
}
