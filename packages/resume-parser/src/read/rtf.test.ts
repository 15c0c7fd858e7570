import { describe, expect, it } from 'vitest';
import { readDocument } from './index';

const rtf = (body: string) =>
  new TextEncoder().encode(
    '{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Arial;}{\\f1\\fnil\\fcharset2 Symbol;}}' +
      '{\\colortbl;\\red0\\green0\\blue0;}' +
      '{\\stylesheet{\\s0 Normal;}{\\s1\\b\\fs32 heading 1;}}' +
      '{\\info{\\author Jane Citizen}{\\title Resume}}' +
      '{\\*\\generator Riched20 10.0;}' +
      `\\viewkind4\\uc1\\pard\\f0\\fs20 ${body}}`,
  );

const read = async (body: string) => (await readDocument(rtf(body), 'resume.rtf')).lines;

describe('RTF documents', () => {
  it('reads paragraphs with their bold and font size, skipping tables of fonts and info', async () => {
    const lines = await read(
      '{\\b\\fs44 Jane Citizen}\\par Registered nurse with \\b ten\\b0  years.\\par\\par Sydney\\line NSW\\par',
    );
    expect(lines).toEqual([
      expect.objectContaining({ text: 'Jane Citizen', bold: true, fontSize: 22, y: 0, page: 1 }),
      expect.objectContaining({
        text: 'Registered nurse with ten years.',
        bold: false,
        fontSize: 10,
      }),
      expect.objectContaining({ text: 'Sydney', y: 2 }),
      expect.objectContaining({ text: 'NSW', y: 3 }),
    ]);
  });

  it("decodes \\uN with its fallback, \\'hh in the code page, and escaped characters", async () => {
    const lines = await read(
      "Jos\\'e9 M\\u252?ller\\par Caf\\u233\\'e9 \\{menu\\} C:\\\\temp\\par \\ldblquote Care\\rdblquote  \\endash  2019\\par",
    );
    expect(lines.map((l) => l.text)).toEqual([
      'José Müller',
      'Café {menu} C:\\temp',
      '“Care” – 2019',
    ]);
  });

  it('honours \\uc0 (no fallback) and a code page other than 1252', async () => {
    const lines = (
      await readDocument(
        new TextEncoder().encode(
          "{\\rtf1\\ansi\\ansicpg1251\\uc0 \\'cf\\'f0\\'e8\\u1074\\u1077\\u1090\\par}",
        ),
        'resume.rtf',
      )
    ).lines;
    expect(lines.map((l) => l.text)).toEqual(['Привет']);
  });

  it('skips \\* destinations and pictures', async () => {
    const lines = await read(
      '{\\*\\bkmkstart top}{\\pict\\pngblip 89504e470d0a}Jane{\\*\\shppict x}\\par',
    );
    expect(lines.map((l) => l.text)).toEqual(['Jane']);
  });

  it('joins table cells with a tab and ends the line at the row', async () => {
    const lines = await read(
      '\\trowd\\cellx2000\\cellx5000\\pard\\intbl 2019 \\endash  2023\\cell Royal North Shore\\cell\\row\\pard After\\par',
    );
    expect(lines.map((l) => l.text)).toEqual(['2019 – 2023\tRoyal North Shore', 'After']);
  });

  it('marks headings by outline level or heading style, and list items by their list text', async () => {
    const lines = await read(
      '\\pard\\outlinelevel0\\b Experience\\b0\\par' +
        '\\pard\\s1 Education\\par' +
        "{\\listtext\\pard\\plain\\f1 \\'b7\\tab}\\pard\\ls1\\ilvl0 Triage\\par" +
        '\\pard Plain\\par',
    );
    expect(lines).toEqual([
      expect.objectContaining({ text: 'Experience', heading: true, bold: true }),
      expect.objectContaining({ text: 'Education', heading: true }),
      expect.objectContaining({ text: 'Triage', listItem: true }),
      expect.objectContaining({ text: 'Plain', heading: undefined, listItem: undefined }),
    ]);
  });

  it('finds no text in an RTF file with none', async () => {
    await expect(readDocument(rtf('{\\b }\\par'), 'resume.rtf')).rejects.toMatchObject({
      code: 'empty',
    });
  });
});
