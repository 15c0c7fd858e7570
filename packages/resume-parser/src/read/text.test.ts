import { describe, expect, it } from 'vitest';
import { readDocument } from './index';

const utf16le = (text: string) => {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i += 1) {
    bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
    bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
  }
  return bytes;
};

describe('plain text files', () => {
  it('gives one line per non-empty line, in order, with bullets kept and marked', async () => {
    const doc = await readDocument(
      new TextEncoder().encode(
        'Jane Citizen\r\n\r\n  • Triage  \n- Wound care\n*  Medication\n2019 - 2023\n',
      ),
      'resume.txt',
    );
    expect(doc).toMatchObject({ kind: 'text', pages: 1, ocrPages: 0 });
    expect(doc.lines).toEqual([
      {
        text: 'Jane Citizen',
        page: 1,
        x: 0,
        y: 0,
        width: 0,
        fontSize: 0,
        bold: false,
        listItem: false,
      },
      expect.objectContaining({ text: '• Triage', y: 1, listItem: true }),
      expect.objectContaining({ text: '- Wound care', listItem: true }),
      expect.objectContaining({ text: '* Medication', listItem: true }),
      expect.objectContaining({ text: '2019 - 2023', listItem: false }),
    ]);
  });

  it('decodes UTF-8 with a BOM, UTF-16 with a BOM, and Windows-1252 without one', async () => {
    const read = async (bytes: Uint8Array) =>
      (await readDocument(bytes, 'resume.txt')).lines.map((l) => l.text);
    expect(
      await read(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Zoë')])),
    ).toEqual(['Zoë']);
    expect(await read(utf16le('Zoë Müller\nNurse'))).toEqual(['Zoë Müller', 'Nurse']);
    // "Café – 2019" as Notepad on Windows saved it: é is 0xE9, the en dash 0x96.
    expect(
      await read(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x32, 0x30])),
    ).toEqual(['Café – 20']);
  });

  it('normalises spaces, ligatures and composed characters, and keeps smart quotes', async () => {
    const doc = await readDocument(
      new TextEncoder().encode('Certiﬁed\u00A0ﬂoor\u200B manager\nJose\u0301 “Joe” O’Neil'),
      'resume.txt',
    );
    expect(doc.lines.map((l) => l.text)).toEqual(['Certified floor manager', 'José “Joe” O’Neil']);
  });

  it('refuses a file that is not a kind we read, and finds no text in a blank one', async () => {
    await expect(readDocument(new Uint8Array([1, 2, 3]), 'photo.jpg')).rejects.toMatchObject({
      code: 'unsupported',
      message: 'Please upload a PDF, Word (.docx), RTF or text file.',
    });
    await expect(
      readDocument(new Uint8Array([0, 1, 2, 0, 0, 3]), 'resume.txt'),
    ).rejects.toMatchObject({
      code: 'unsupported',
    });
    await expect(
      readDocument(new TextEncoder().encode(' \n\t\n'), 'resume.txt'),
    ).rejects.toMatchObject({
      code: 'empty',
    });
    await expect(readDocument(new Uint8Array(), 'resume.pdf')).rejects.toMatchObject({
      code: 'empty',
    });
  });

  it('knows a file by its bytes whatever its name says', async () => {
    const rtf = new TextEncoder().encode('{\\rtf1\\ansi Jane Citizen\\par}');
    expect((await readDocument(rtf, 'resume.txt')).kind).toBe('rtf');
    await expect(
      readDocument(new TextEncoder().encode('Jane'), 'resume.pdf'),
    ).rejects.toMatchObject({
      code: 'corrupt',
    });
  });
});

describe('headings marked in plain text', () => {
  it('reads == X ==, ## X and an underlined line as headings, without their marks', async () => {
    const doc = await readDocument(
      new TextEncoder().encode(
        '== Compliance ==\n• White Card\n## Know-how\n• framing\nCommunication\n-------------\nEnglish\n-- a note, not a heading\n',
      ),
      'resume.txt',
    );
    expect(doc.lines.map((l) => [l.text, Boolean(l.heading)])).toEqual([
      ['Compliance', true],
      ['• White Card', false],
      ['Know-how', true],
      ['• framing', false],
      ['Communication', true],
      ['English', false],
      ['-- a note, not a heading', false],
    ]);
  });
});
