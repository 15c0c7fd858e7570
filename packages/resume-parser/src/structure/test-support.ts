// Builds a reader's output from a multi-line string, for the structure tests: one TextLine per
// line. Marks: a line "# Work" is a heading by markup, "**Jane**" is bold, "!Jane" is bigger
// (fontSize 20 against a body of 11), "- item" stays as written (a bullet as text).
import type { ReadDocument, TextLine } from '../types';

export interface LineOptions {
  /** The font size of unmarked lines; 0 (unknown, as in a text file) unless given. */
  fontSize?: number;
}

export function toLines(text: string, options: LineOptions = {}): TextLine[] {
  const body = options.fontSize ?? 0;
  return text
    .split('\n')
    .map((raw) => raw.replace(/^ {0,12}/, ''))
    .filter((raw) => raw.trim() !== '')
    .map((raw, index) => {
      let text = raw;
      let bold = false;
      let heading = false;
      let fontSize = body;
      if (text.startsWith('# ')) {
        heading = true;
        text = text.slice(2);
      }
      if (text.startsWith('!')) {
        fontSize = 20;
        text = text.slice(1);
      }
      const strong = /^\*\*(.*)\*\*$/.exec(text);
      if (strong) {
        bold = true;
        text = strong[1] as string;
      }
      return {
        text,
        page: 1,
        x: 0,
        y: index * 14,
        width: 400,
        fontSize,
        bold,
        ...(heading ? { heading } : {}),
      };
    });
}

export function toDocument(text: string, options: LineOptions = {}): ReadDocument {
  return { kind: 'text', lines: toLines(text, options), pages: 1, ocrPages: 0 };
}
