// A resume of the corpus as a Word document, built as people build them: headings as heading
// styles in some and as bold paragraphs in others, bullets as real lists, the sidebar layout as
// a two-column table with a shaded cell, and the table layout's experience as a real table.
import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { ResumeDoc, Section } from './resume-model';

type Child = Paragraph | Table;

const para = (text: string, opts: { bold?: boolean; size?: number; italics?: boolean } = {}) =>
  new Paragraph({
    children: [new TextRun({ text, bold: opts.bold, italics: opts.italics, size: opts.size })],
  });
const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });
const cell = (children: Child[], width: number, fill?: string) =>
  new TableCell({
    children: children.length ? children : [para('')],
    width: { size: width, type: WidthType.PERCENTAGE },
    shading: fill ? { fill, type: ShadingType.CLEAR, color: 'auto' } : undefined,
  });

export async function resumeDocx(doc: ResumeDoc): Promise<Uint8Array> {
  const h = (s: Section) => {
    const text = doc.headings[s] + (doc.style.colon ? ':' : '');
    return doc.style.docxHeadingStyles
      ? new Paragraph({ text, heading: HeadingLevel.HEADING_2 })
      : new Paragraph({
          spacing: { before: 240 },
          children: [
            new TextRun({
              text: doc.layout === 'unusual-headings' ? text : text.toUpperCase(),
              bold: true,
              size: 24,
            }),
          ],
        });
  };
  const contact = [doc.phone, doc.email, doc.location, ...doc.links].filter((x): x is string =>
    Boolean(x),
  );
  const sidebar = doc.layout === 'sidebar';
  const top: Child[] = [
    doc.style.docxHeadingStyles
      ? new Paragraph({ text: doc.name, heading: HeadingLevel.TITLE })
      : para(doc.name, { bold: true, size: 44 }),
    para(doc.label, { size: 26 }),
  ];
  if (!sidebar) top.push(para(contact.join('  |  '), { size: 19 }));

  const side: Child[] = [h('skills'), ...doc.skills.map((s) => bullet(s.name))];
  if (doc.licences.length) side.push(h('licences'), ...doc.licences.map(bullet));
  if (doc.languages.length)
    side.push(h('languages'), ...doc.languages.map((l) => bullet(l.written)));

  const main: Child[] = [];
  if (doc.summary) main.push(h('summary'), para(doc.summary));
  main.push(h('work'));
  if (doc.layout === 'table') {
    const header = new TableRow({
      tableHeader: true,
      children: ['Dates', 'Employer', 'Role'].map((t, i) =>
        cell([para(t, { bold: true })], [22, 30, 48][i] as number, 'E7E6E6'),
      ),
    });
    const rows = doc.work.map(
      (r) =>
        new TableRow({
          children: [
            cell([para(r.dates)], 22),
            cell([para(r.company), ...(r.location ? [para(r.location, { size: 18 })] : [])], 30),
            cell([para(r.position, { bold: true }), ...r.bullets.map(bullet)], 48),
          ],
        }),
    );
    main.push(
      new Table({ rows: [header, ...rows], width: { size: 100, type: WidthType.PERCENTAGE } }),
    );
  } else {
    for (const r of doc.work) {
      main.push(
        new Paragraph({
          spacing: { before: 120 },
          children: [
            new TextRun({ text: r.position, bold: true }),
            new TextRun({ text: ` — ${r.company}${r.location ? `, ${r.location}` : ''}` }),
          ],
        }),
        para(r.dates, { italics: true }),
        ...r.bullets.map(bullet),
      );
    }
  }
  if (doc.education.length) {
    main.push(h('education'));
    for (const e of doc.education)
      main.push(
        para(e.written, { bold: true }),
        para(`${e.institution}${e.years ? `, ${e.years}` : ''}`),
      );
  }
  if (!sidebar) main.push(...side);
  if (doc.referees) {
    main.push(h('referees'));
    if (doc.referees === 'on request') main.push(para('Available on request.'));
    else
      for (const r of doc.referees)
        main.push(para(r.name, { bold: true }), para(r.title), para(r.phone));
  }

  let children: Child[];
  if (sidebar) {
    const fill = doc.style.accent.replace('#', '').length === 6 ? 'DCE6F0' : 'EEEEEE';
    const left = cell(
      [para('Contact', { bold: true }), ...contact.map((c) => para(c, { size: 19 })), ...side],
      34,
      fill,
    );
    const right = cell([...top, ...main], 66);
    children = [
      new Table({
        rows: [new TableRow({ children: doc.style.sidebarRight ? [right, left] : [left, right] })],
        width: { size: 100, type: WidthType.PERCENTAGE },
      }),
    ];
  } else {
    children = [...top, ...main];
  }
  const document = new Document({
    creator: doc.name,
    title: `${doc.name} resume`,
    styles: {
      default: { document: { run: { font: doc.style.serif ? 'Georgia' : 'Calibri', size: 21 } } },
    },
    sections: [
      {
        properties: { page: { margin: { top: 1000, bottom: 1000, left: 1000, right: 1000 } } },
        children,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
