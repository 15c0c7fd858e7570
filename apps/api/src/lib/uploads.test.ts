import { describe, expect, it } from 'vitest';
import { docBytes, docxBytes, gifBytes, jpegBytes, pdfBytes, pngBytes } from '../test/files';
import { isSafeFileName, sniffKind } from './uploads';

describe('sniffKind tells a file by its content, not its name', () => {
  it.each([
    ['a PDF', pdfBytes(), 'pdf'],
    ['a real DOCX (zip with word/document.xml)', docxBytes(), 'docx'],
    ['an old Word file (OLE compound file)', docBytes(), 'doc'],
    ['a PNG', pngBytes(), 'png'],
    ['a JPEG', jpegBytes(), 'jpg'],
    ['a GIF', gifBytes(), 'gif'],
    ['an RTF file', Buffer.from('{\\rtf1\\ansi Hello}'), 'rtf'],
    ['plain UTF-8 text', Buffer.from('Jane Citizen\nBarista, Melbourne — 5 years\n'), 'txt'],
  ])('recognises %s', async (_name, bytes, kind) => {
    expect(await sniffKind(bytes)).toBe(kind);
  });

  it('refuses binary junk, a zip that is not a Word file, and an empty file', async () => {
    const junk = Buffer.from(Array.from({ length: 256 }, (_, i) => (i * 37) % 256));
    expect(await sniffKind(junk)).toBeUndefined();
    expect(await sniffKind(Buffer.from([0x50, 0x4b, 0x05, 0x06, ...Array(18).fill(0)]))).toBe(
      undefined,
    );
    expect(await sniffKind(Buffer.alloc(0))).toBeUndefined();
  });

  it('refuses text with NUL bytes and invalid UTF-8', async () => {
    expect(await sniffKind(Buffer.from('abc\u0000def'))).toBeUndefined();
    expect(await sniffKind(Buffer.from([0x61, 0xff, 0xfe, 0x62]))).toBeUndefined();
  });

  it('keeps text whose 8 KB sample cuts a multi-byte character in half', async () => {
    // 8191 ASCII bytes then a 3-byte character: the sample ends inside it.
    const bytes = Buffer.concat([Buffer.alloc(8191, 0x61), Buffer.from('€ end')]);
    expect(await sniffKind(bytes)).toBe('txt');
  });
});

describe('isSafeFileName', () => {
  it.each(['resume.pdf', 'Jane Citizen CV (2024).docx', 'résumé.pdf', '.hidden.txt'])(
    'accepts %s',
    (name) => expect(isSafeFileName(name)).toBe(true),
  );
  it.each([
    ['a parent path', '../../etc/passwd.pdf'],
    ['a folder', 'a/b.pdf'],
    ['a Windows folder', 'C:\\Users\\jane\\cv.pdf'],
    ['dot-dot', '..'],
    ['an embedded dot-dot', 'cv..pdf'],
    ['a control character', 'cv\u0000.pdf'],
    ['a newline', 'cv\n.pdf'],
    ['nothing', ''],
    ['a name over 255 characters', `${'a'.repeat(252)}.pdf`],
  ])('refuses %s', (_why, name) => expect(isSafeFileName(name)).toBe(false));
});
