// Files a talent may upload that are no resume, each with the reason the parser must refuse it:
// an invoice, a blank page, a 40-page thesis, a password-protected PDF, a truncated PDF and
// garbage bytes named .docx. The encrypted PDF is written by hand (pdf-lib cannot encrypt): a
// trailer with an /Encrypt dictionary of the standard security handler and random /O and /U, so
// a reader cannot open it without the password.
import { PDFDocument } from 'pdf-lib';
import { prng } from './resume-model';

export interface NotResume {
  file: string;
  /** The ResumeParseError codes a correct parser may give. */
  expect: string[];
  reason: string;
}

export const notResumes: NotResume[] = [
  {
    file: 'not-resumes/invoice.pdf',
    expect: ['not-resume'],
    reason:
      'A tax invoice: a business name, ABN, phone and email, but no work history, education or skills.',
  },
  {
    file: 'not-resumes/blank.pdf',
    expect: ['empty'],
    reason: 'One blank A4 page: no text and nothing to read with OCR.',
  },
  {
    file: 'not-resumes/thesis.pdf',
    expect: ['too-long', 'not-resume'],
    reason: 'A 40-page thesis: long academic text with no contact block, far longer than a resume.',
  },
  {
    file: 'not-resumes/password.pdf',
    expect: ['password'],
    reason: 'Encrypted with the standard security handler (/V 2 /R 3) and a user password.',
  },
  {
    file: 'not-resumes/truncated.pdf',
    expect: ['corrupt'],
    reason: 'A resume PDF cut off halfway: no cross-reference table, no trailer, half its objects.',
  },
  {
    file: 'not-resumes/garbage.docx',
    expect: ['corrupt', 'unsupported'],
    reason: 'Random bytes behind a ZIP signature, named .docx.',
  },
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function invoiceHtml(): string {
  const items = [
    ['Site clean-up and rubbish removal', 1, 640],
    ['Supply and install 6 downlights', 6, 85],
    ['Switchboard inspection', 1, 180],
    ['Call-out fee', 1, 95],
  ] as const;
  const sub = items.reduce((s, [, n, p]) => s + n * p, 0);
  const money = (n: number) => `$${n.toFixed(2)}`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:'DejaVu Sans';font-size:10pt;margin:18mm}table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #ccc;padding:6px;text-align:left}.r{text-align:right}</style></head><body>
<h1>TAX INVOICE</h1><p><b>Bright Spark Electrical Pty Ltd</b><br>ABN 51 824 753 556<br>14 Hunter St, Newcastle NSW 2300<br>Phone (02) 4929 1180 · accounts@brightspark.example.com.au</p>
<p><b>Invoice</b> INV-20931 &nbsp; <b>Date</b> 14/10/2026 &nbsp; <b>Due</b> 28/10/2026</p>
<p><b>Bill to</b><br>Harbourside Property Group<br>Level 3, 100 King St, Sydney NSW 2000</p>
<table><tr><th>Description</th><th>Qty</th><th class="r">Unit price</th><th class="r">Amount</th></tr>
${items.map(([d, n, p]) => `<tr><td>${esc(d)}</td><td>${n}</td><td class="r">${money(p)}</td><td class="r">${money(n * p)}</td></tr>`).join('')}
<tr><td colspan="3" class="r">Subtotal</td><td class="r">${money(sub)}</td></tr><tr><td colspan="3" class="r">GST 10%</td><td class="r">${money(sub * 0.1)}</td></tr>
<tr><td colspan="3" class="r"><b>Total due</b></td><td class="r"><b>${money(sub * 1.1)}</b></td></tr></table>
<p>Payment by EFT to BSB 062-000 Account 1234 5678. Please quote the invoice number. Thank you for your business.</p></body></html>`;
}

export function thesisHtml(): string {
  const rng = prng(4242);
  const subjects = [
    'soil salinity',
    'groundwater recharge',
    'irrigation efficiency',
    'the catchment',
    'native vegetation cover',
    'the river red gum',
    'dryland farming',
    'the water market',
  ];
  const verbs = [
    'is associated with',
    'varies with',
    'was measured against',
    'responds to',
    'is constrained by',
    'cannot be separated from',
  ];
  const objects = [
    'seasonal rainfall',
    'land clearing since 1950',
    'the allocation of water entitlements',
    'the depth of the water table',
    'electrical conductivity in the upper soil',
    'the spatial resolution of the model',
  ];
  const tails = [
    'in the lower Murray–Darling Basin',
    'across the 42 sites of the study',
    'over the period 1990 to 2020',
    'as Table 3.2 shows',
    '(see Section 4.1)',
    'with a confidence of 95 per cent',
  ];
  const sentence = () =>
    `${rng.pick(['Moreover, ', 'However, ', 'In contrast, ', '', '', 'Thus '])}${rng.pick(subjects)} ${rng.pick(verbs)} ${rng.pick(objects)} ${rng.pick(tails)}.`;
  const para = () =>
    `<p>${Array.from({ length: rng.int(5, 7) }, sentence)
      .join(' ')
      .replace(/^./, (c) => c.toUpperCase())}</p>`;
  const pages = Array.from({ length: 40 }, (_, i) =>
    i === 0
      ? '<div class="p"><h1>Salinity, Water and Land Use in the Lower Murray–Darling Basin</h1><p>A thesis submitted in fulfilment of the requirements for the degree of Doctor of Philosophy</p><p>School of Earth and Environmental Sciences</p><p>2026</p></div>'
      : `<div class="p"><h2>${i % 8 === 1 ? `Chapter ${Math.ceil(i / 8)}` : `${Math.ceil(i / 8)}.${i % 8}`} ${rng.pick(['Method', 'Results', 'Discussion', 'Background', 'Data and sites', 'Limitations'])}</h2>${Array.from({ length: 4 }, para).join('')}<div class="n">${i + 1}</div></div>`,
  );
  return `<!doctype html><html><head><meta charset="utf-8"><style>@page{size:A4;margin:22mm}body{font-family:'DejaVu Serif';font-size:11pt;line-height:1.55;text-align:justify}.p{break-after:page;height:250mm;overflow:hidden;position:relative}.n{position:absolute;bottom:0;width:100%;text-align:center}</style></head><body>${pages.join('')}</body></html>`;
}

export async function blankPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595.28, 841.89]);
  pdf.setCreationDate(new Date('2026-10-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-10-01T00:00:00Z'));
  return pdf.save();
}

export function encryptedPdf(): Uint8Array {
  const rng = prng(9001);
  const hex = (n: number) =>
    Array.from({ length: n }, () => rng.int(0, 255).toString(16).padStart(2, '0')).join('');
  const enc = new TextEncoder();
  const body = Uint8Array.from({ length: 420 }, () => rng.int(0, 255));
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: string | Uint8Array) => {
    const bytes = typeof chunk === 'string' ? enc.encode(chunk) : chunk;
    parts.push(bytes);
    length += bytes.length;
  };
  push('%PDF-1.4\n');
  push(Uint8Array.of(0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 6 0 R >> >> >>',
    null,
    `<< /Filter /Standard /V 2 /R 3 /Length 128 /O <${hex(32)}> /U <${hex(32)}> /P -3904 >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  for (const [i, obj] of objects.entries()) {
    offsets.push(length);
    if (obj === null) {
      push(`${i + 1} 0 obj\n<< /Length ${body.length} >>\nstream\n`);
      push(body);
      push('\nendstream\nendobj\n');
    } else push(`${i + 1} 0 obj\n${obj}\nendobj\n`);
  }
  const xref = length;
  const id = hex(16);
  push(
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`,
  );
  push(
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 5 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`,
  );
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function garbageDocx(): Uint8Array {
  const rng = prng(31337);
  const bytes = Uint8Array.from({ length: 4096 }, () => rng.int(0, 255));
  bytes.set([0x50, 0x4b, 0x03, 0x04], 0);
  return bytes;
}

/** The first half of a resume PDF's bytes. */
export const truncated = (pdf: Uint8Array) => pdf.slice(0, Math.floor(pdf.length / 2));
