// Plain text files: the bytes decoded (UTF-8, UTF-16 with a byte order mark, else Windows-1252,
// the usual encoding of a text file saved on an older Windows), one line per non-empty line.
import type { ReadDocument, TextLine } from '../types';
import { readFailure } from './messages';
import { makeLine, normaliseText, startsWithBullet } from './normalise';

// Node's TextDecoder decodes 'windows-1252' as Latin-1, which leaves 0x80-0x9F (curly quotes,
// dashes, the euro sign, bullets) as control characters: those 32 bytes are mapped here.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) {
    text += b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b);
  }
  return text;
}

export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/** Text with NULs or other control bytes in it is a binary file named .txt, not text. */
function looksBinary(text: string): boolean {
  const sample = text.slice(0, 4096);
  let control = 0;
  for (let i = 0; i < sample.length; i += 1) {
    const code = sample.charCodeAt(i);
    if (code < 9 || (code > 13 && code < 27)) control += 1;
  }
  return control > 0 && control / sample.length > 0.01;
}

// Headings as plain text marks them: "== Skills ==", "## Skills", "*** SKILLS ***", or a line
// underlined with "====" or "----" on the next.
const WRAPPED =
  /^(={2,}|-{2,}|\*{2,}|#{1,3}|~{2,})\s*([^=*#~].*?)\s*(?:={2,}|-{2,}|\*{2,}|#{1,3}|~{2,})?$/u;
const UNDERLINE = /^(?:={3,}|-{3,}|~{3,})$/;
const MAX_HEADING_CHARS = 45;

/** The heading's text when the line marks one, else undefined. */
function markedHeading(line: string): string | undefined {
  const m = WRAPPED.exec(line);
  const text = m?.[2]?.trim();
  // "-- " or "** " before a sentence is a list item, "## 2" no heading.
  if (!m || !text || text.length > MAX_HEADING_CHARS || /[.!?]$/.test(text)) return undefined;
  if (/^[-*]/.test(m[1] as string) && !/(?:-{2,}|\*{2,})$/.test(line)) return undefined;
  return /\p{L}/u.test(text) ? text : undefined;
}

export function readText(bytes: Uint8Array): ReadDocument {
  const text = decodeText(bytes);
  if (looksBinary(text)) throw readFailure('unsupported');
  const lines: TextLine[] = [];
  let page = 1;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    // A form feed is the page break of text files (pdftotext writes them).
    const parts = raw.split('\f');
    parts.forEach((part, i) => {
      if (i > 0) page += 1;
      const line = normaliseText(part);
      if (line === '') return;
      const previous = lines.at(-1);
      if (UNDERLINE.test(line)) {
        if (previous && previous.text.length <= MAX_HEADING_CHARS && !previous.listItem)
          previous.heading = true;
        return;
      }
      const heading = markedHeading(line);
      if (heading) lines.push(makeLine(heading, { page, y: lines.length, heading: true }));
      else lines.push(makeLine(line, { page, y: lines.length, listItem: startsWithBullet(line) }));
    });
  }
  return { kind: 'text', lines, pages: page, ocrPages: 0 };
}
