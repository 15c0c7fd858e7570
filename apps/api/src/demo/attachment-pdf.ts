// A demo advert's document ("Position Description - …", "Employee Benefits Guide") as a real
// PDF written from the job's own details (documents.ts stores it once). Standard fonts only:
// nothing to load from disk.
import type { CareersJobAdvert } from '@talent/contract';
import { MUTED, newPdf, type Writer } from './pdf-writer';

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
  const title = document.name.replace(/\.pdf$/i, '');
  const { doc, w } = await newPdf({ title, author: job.companyName, subject: job.roleName });
  w.paragraph(job.companyName.toUpperCase(), { size: 9, color: MUTED });
  w.heading(title);
  w.paragraph(job.roleName, { size: 12 });
  if (document.fileName.startsWith('employee-benefits')) benefitsGuide(w, job);
  else positionDescription(w, job);
  return doc.save();
}
