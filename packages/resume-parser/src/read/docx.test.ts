import {
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { describe, expect, it } from 'vitest';
import { ResumeParseError } from '../types';
import { readDocument } from './index';

async function docxOf(children: (Paragraph | Table)[]): Promise<Uint8Array> {
  const doc = new Document({
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [{ level: 0, format: LevelFormat.BULLET, text: '•' }],
        },
      ],
    },
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

const cell = (...texts: string[]) =>
  new TableCell({
    width: { size: 50, type: WidthType.PERCENTAGE },
    children: texts.map((t) => new Paragraph(t)),
  });

describe('Word documents', () => {
  it('reads headings, bold lines, list items and plain paragraphs in order', async () => {
    const bytes = await docxOf([
      new Paragraph({ text: 'Jane Citizen', heading: HeadingLevel.TITLE }),
      new Paragraph({
        children: [new TextRun({ text: 'Registered Nurse', bold: true, size: 28 })],
      }),
      new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
      new Paragraph({
        children: [new TextRun('Cared for up to eight patients a shift.')],
        numbering: { reference: 'bullets', level: 0 },
      }),
      new Paragraph({ children: [new TextRun({ text: 'Sydney NSW\u00A0 2000', size: 20 })] }),
    ]);
    const doc = await readDocument(bytes, 'resume.docx');
    expect(doc).toMatchObject({ kind: 'docx', pages: 1, ocrPages: 0 });
    expect(doc.lines).toEqual([
      expect.objectContaining({ text: 'Jane Citizen', heading: true, y: 0 }),
      expect.objectContaining({ text: 'Registered Nurse', bold: true, fontSize: 14, y: 1 }),
      expect.objectContaining({ text: 'Experience', heading: true, y: 2 }),
      expect.objectContaining({ text: 'Cared for up to eight patients a shift.', listItem: true }),
      expect.objectContaining({ text: 'Sydney NSW 2000', bold: false, fontSize: 10 }),
    ]);
    expect(doc.lines[4]!.heading).toBeUndefined();
  });

  it('joins the cells of a data table row with a tab', async () => {
    const bytes = await docxOf([
      new Table({
        rows: [
          new TableRow({
            children: [cell('2019 – 2023'), cell('Royal North Shore'), cell('Registered Nurse')],
          }),
          new TableRow({ children: [cell('2016 – 2019'), cell('Westmead Hospital'), cell('')] }),
        ],
      }),
    ]);
    const doc = await readDocument(bytes, 'resume.docx');
    expect(doc.lines.map((l) => l.text)).toEqual([
      '2019 – 2023\tRoyal North Shore\tRegistered Nurse',
      '2016 – 2019\tWestmead Hospital',
    ]);
  });

  it('reads a two-column layout table cell by cell', async () => {
    const bytes = await docxOf([
      new Table({
        rows: [
          new TableRow({
            children: [
              cell('Skills', 'Triage', 'Wound care', 'Medication'),
              cell('Experience', 'Registered Nurse', 'Royal North Shore', '2019 – 2023'),
            ],
          }),
        ],
      }),
    ]);
    const doc = await readDocument(bytes, 'resume.docx');
    expect(doc.lines.map((l) => l.text)).toEqual([
      'Skills',
      'Triage',
      'Wound care',
      'Medication',
      'Experience',
      'Registered Nurse',
      'Royal North Shore',
      '2019 – 2023',
    ]);
  });

  it('refuses a damaged Word file', async () => {
    const bytes = await docxOf([new Paragraph('Jane Citizen')]);
    const error = await readDocument(bytes.slice(0, bytes.length - 200), 'resume.docx').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ResumeParseError);
    expect((error as ResumeParseError).code).toBe('corrupt');
  });

  it('refuses a zip that is not a Word file', async () => {
    const zip = new Uint8Array([
      0x50,
      0x4b,
      0x03,
      0x04,
      ...new TextEncoder().encode('content.xml'),
    ]);
    await expect(readDocument(zip, 'resume.odt')).rejects.toMatchObject({ code: 'unsupported' });
    await expect(readDocument(zip, 'resume.docx')).rejects.toMatchObject({ code: 'corrupt' });
  });
});
