// A demo advert's document ("Position Description - …", "Employee Benefits Guide") as a real
// PDF written from the job's own details (documents.ts stores it once). Standard fonts only:
// nothing to load from disk.
import type { CareersJobAdvert } from '@talent/contract';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const BRAND = rgb(0.043, 0.431, 0.439); // the app's teal (#0b6e70)
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.38, 0.38, 0.38);

interface Writer {
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

const day = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric' })
    : null;

function positionDescription(w: Writer, job: CareersJobAdvert) {
  w.heading('The role');
  w.field('Job no', job.customCode ?? job.urlCode);
  w.field('Location', job.physicalLocation ?? job.workLocationName);
  w.field('Work type', job.workType);
  w.field('Work option', job.flexibleWorkOption);
  w.field('Category', [job.category, job.subCategory].filter(Boolean).join(' - ') || null);
  w.field('Salary', [job.salaryRange, job.salaryDescription].filter(Boolean).join(', ') || null);
  w.field('Applications close', day(job.applicationsCloseAt));
  if (job.summary) {
    w.gap(6);
    w.paragraph(job.summary);
  }
  if (job.keySellingPoints.length) {
    w.heading('Why you will like it');
    w.bullets(job.keySellingPoints);
  }
  if (job.description) {
    w.heading('About the position');
    for (const block of job.description.split(/\n{2,}/)) {
      const items = block.split('\n').filter((line) => line.startsWith('- '));
      if (items.length && items.length === block.split('\n').length)
        w.bullets(items.map((line) => line.slice(2)));
      else w.paragraph(block);
    }
  }
  if (job.specialties.length) {
    w.heading('Skills');
    w.paragraph(job.specialties.join(', '));
  }
}

function benefitsGuide(w: Writer, job: CareersJobAdvert) {
  w.heading(`Working at ${job.companyName}`);
  w.paragraph(
    `This guide summarises the benefits ${job.companyName} offers its people. The details of your package are confirmed in your letter of offer.`,
  );
  w.heading('Benefits');
  w.bullets([
    'Paid parental leave and flexible return-to-work arrangements',
    'Learning budget and paid study leave',
    'Employee assistance program for you and your family',
    'Salary packaging and discounted health insurance',
    'Paid volunteering day each year',
  ]);
  if (job.flexibleWorkOption) {
    w.heading('Flexible work');
    w.paragraph(`This role is offered as ${job.flexibleWorkOption.toLowerCase()}.`);
  }
}

/** A PDF of the named document for the job: the benefits guide or its position description. */
export async function renderAttachmentPdf(
  job: CareersJobAdvert,
  document: { name: string; fileName: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = document.name.replace(/\.pdf$/i, '');
  doc.setTitle(title);
  doc.setAuthor(job.companyName);
  doc.setSubject(job.roleName);
  doc.setCreator('Talent Portal');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = createWriter(doc, fonts);
  w.paragraph(job.companyName.toUpperCase(), { size: 9, color: MUTED });
  w.heading(title);
  w.paragraph(job.roleName, { size: 12 });
  if (document.fileName.startsWith('employee-benefits')) benefitsGuide(w, job);
  else positionDescription(w, job);
  return doc.save();
}
