// Writes the resume parser's evaluation corpus: for each resume its files (a PDF with a real
// text layer printed by Chromium, or a scanned page with no text layer; DOCX, plain text and for
// some RTF) into files/, and what a reader takes from it into truth.json, both from one seeded
// draw; and the files that are no resume, under files/not-resumes/. See ../README.md.
//
//   node --import tsx bench/quality/resumes/generate-resumes.ts          # files and truth.json
//   node --import tsx bench/quality/resumes/generate-resumes.ts --check  # truth.json only: exit 1 if stale
//   node --import tsx bench/quality/resumes/generate-resumes.ts --study DIR [--first N]
//     # a study corpus outside the project: the same layouts drawn from other seeds (resumes
//     # r1001 on), DIR/files and DIR/truth.json, for studying the parser's misses in every layout
//     # without reading the held-out half's (npm run bench -- --resumes --corpus DIR scores it)
//   node --import tsx bench/quality/resumes/generate-resumes.ts --study DIR --first N --layout scanned --count 150
//     # a study corpus of one layout only (--count resumes, 54 unless told), e.g. many scans at
//     # once to look for a rare miss
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { type Browser, chromium } from 'playwright-core';
import { writeGenerated } from '../write-generated';
import {
  blankPdf,
  encryptedPdf,
  garbageDocx,
  invoiceHtml,
  notResumes,
  thesisHtml,
  truncated,
} from './not-resumes';
import { resumeDocx } from './render-docx';
import { resumeHtml } from './render-html';
import { resumeRtf, resumeText } from './render-plain';
import { type Layout, layouts, makeResume, prng, type ResumeDoc, type Truth } from './resume-model';

const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const studyDir = option('--study');
/** The study corpus's resumes are drawn from indices no resume of the corpus uses (--first N). */
const FIRST = studyDir ? Number(option('--first') ?? 1000) : 0;
/** A study corpus may hold one layout only (--layout L), e.g. many scans to look for rare misses. */
const onlyLayout = option('--layout');
if (onlyLayout !== undefined && !(layouts as readonly string[]).includes(onlyLayout)) {
  throw new Error(`--layout: one of ${layouts.join(', ')}`);
}
if (!studyDir && (onlyLayout !== undefined || option('--count') !== undefined)) {
  throw new Error('--layout and --count make a study corpus only (with --study DIR)');
}
/** Nine resumes in each of the six layouts (a study corpus: --count N). */
const COUNT = studyDir ? Number(option('--count') ?? 54) : 54;
if (!Number.isInteger(COUNT) || COUNT < 1) throw new Error('--count: a whole number above 0');
const layoutOf = (i: number): Layout =>
  (onlyLayout as Layout | undefined) ?? (layouts[i % layouts.length] as Layout);

export interface ResumeCase {
  id: string;
  layout: Layout;
  files: { pdf?: string; docx?: string; txt?: string; rtf?: string };
  truth: Truth;
}

const docs: ResumeDoc[] = Array.from({ length: COUNT }, (_, i) =>
  makeResume(FIRST + i, layoutOf(i)),
);
const hasRtf = (d: ResumeDoc, i: number) =>
  (d.layout === 'one-column' || d.layout === 'unusual-headings') && i < 24;
const cases: ResumeCase[] = docs.map((d, i) => {
  const base = `${d.id}-${d.layout}`;
  const scanned = d.layout === 'scanned';
  return {
    id: d.id,
    layout: d.layout,
    files: {
      pdf: `${base}.pdf`,
      ...(scanned ? {} : { docx: `${base}.docx`, txt: `${base}.txt` }),
      ...(hasRtf(d, i) ? { rtf: `${base}.rtf` } : {}),
    },
    truth: d.truth,
  };
});

const truthJson = `${JSON.stringify(
  {
    about:
      'The resume parser evaluation corpus, written by generate-resumes.ts: see bench/quality/README.md.',
    resumes: cases,
    notResumes,
  },
  null,
  2,
)}\n`;

const filesDir = studyDir
  ? join(resolve(studyDir), 'files/')
  : fileURLToPath(new URL('files/', import.meta.url));
const FIXED_DATE = new Date('2026-10-01T00:00:00Z');

async function printPdf(browser: Browser, html: string): Promise<Uint8Array> {
  const page = await browser.newPage();
  try {
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  } finally {
    await page.close();
  }
}

const pdfjsDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * Runs in the page (as source text: the TypeScript loader's helpers are not there): draws each
 * page with pdf.js onto greyish paper, turned by its angle, and returns the JPEGs as base64.
 */
const SCAN_IN_PAGE = `async ({ data, angles, dir, seed }) => {
  const pdfjs = await import('file://' + dir + '/build/pdf.mjs');
  pdfjs.GlobalWorkerOptions.workerSrc = 'file://' + dir + '/build/pdf.worker.mjs';
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  const doc = await pdfjs.getDocument({ data: bytes }).promise;
  let s = seed;
  const rand = () => { s = (s * 1103515245 + 12345) % 2147483648; return s / 2147483648; };
  const out = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const p = await doc.getPage(i);
    const vp = p.getViewport({ scale: 168 / 72 });
    const drawn = document.createElement('canvas');
    drawn.width = vp.width;
    drawn.height = vp.height;
    await p.render({ canvasContext: drawn.getContext('2d'), viewport: vp, canvas: drawn }).promise;
    const sheet = document.createElement('canvas');
    sheet.width = vp.width;
    sheet.height = vp.height;
    const ctx = sheet.getContext('2d');
    ctx.fillStyle = '#f0eee8';
    ctx.fillRect(0, 0, sheet.width, sheet.height);
    ctx.translate(sheet.width / 2, sheet.height / 2);
    ctx.rotate((angles[i - 1] * Math.PI) / 180);
    ctx.translate(-sheet.width / 2, -sheet.height / 2);
    ctx.filter = 'grayscale(1) contrast(1.1) blur(0.35px)';
    ctx.globalCompositeOperation = 'multiply';
    ctx.drawImage(drawn, 0, 0);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.filter = 'none';
    ctx.globalCompositeOperation = 'source-over';
    ctx.fillStyle = 'rgba(60,60,60,0.5)';
    for (let k = 0; k < 400; k++) ctx.fillRect(rand() * sheet.width, rand() * sheet.height, 1 + rand() * 2, 1 + rand() * 2);
    out.push(sheet.toDataURL('image/jpeg', 0.5).split(',')[1]);
  }
  return out;
}`;

/**
 * A scan of the printed resume: each page of its PDF drawn by pdf.js at about 168 dpi, fed a
 * little crooked (0.3 to 0.8 degrees), on greyish paper with a scanner's softness and specks,
 * kept as a greyscale JPEG and put into a PDF with no text layer.
 */
async function scannedPdf(
  browser: Browser,
  printed: Uint8Array,
  seed: number,
): Promise<Uint8Array> {
  const rng = prng(seed);
  const count = (await PDFDocument.load(printed)).getPageCount();
  const angles = Array.from(
    { length: count },
    () => (rng.chance(0.5) ? 1 : -1) * (0.3 + rng.next() * 0.5),
  );
  const page = await browser.newPage();
  const pdf = await PDFDocument.create();
  try {
    const blank = join(tmpdir(), 'resume-scan.html');
    writeFileSync(blank, '<!doctype html><html><body></body></html>');
    await page.goto(pathToFileURL(blank).href);
    const args = { data: Buffer.from(printed).toString('base64'), angles, dir: pdfjsDir, seed };
    const jpegs: string[] = await page.evaluate(`(${SCAN_IN_PAGE})(${JSON.stringify(args)})`);
    for (const jpeg of jpegs) {
      const image = await pdf.embedJpg(Buffer.from(jpeg, 'base64'));
      const sheet = pdf.addPage([595.28, 841.89]);
      sheet.drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
    }
  } finally {
    await page.close();
  }
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  pdf.setProducer('Canon iR-ADV C5535 (scan)');
  return pdf.save();
}

async function writeFiles() {
  rmSync(filesDir, { recursive: true, force: true });
  mkdirSync(`${filesDir}not-resumes`, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    // File access from files: the scans load pdf.js from node_modules into a file:// page.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--allow-file-access-from-files',
    ],
  });
  const pageCounts: Record<string, number> = {};
  try {
    for (const [i, doc] of docs.entries()) {
      const c = cases[i] as ResumeCase;
      const printed = await printPdf(browser, resumeHtml(doc));
      const pdf =
        doc.layout === 'scanned' ? await scannedPdf(browser, printed, 500 + FIRST + i) : printed;
      writeFileSync(filesDir + c.files.pdf, pdf);
      pageCounts[c.id] = (await PDFDocument.load(pdf)).getPageCount();
      if (c.files.docx) writeFileSync(filesDir + c.files.docx, await resumeDocx(doc));
      if (c.files.txt) writeFileSync(filesDir + c.files.txt, resumeText(doc));
      if (c.files.rtf) writeFileSync(filesDir + c.files.rtf, resumeRtf(doc));
    }
    const first = await printPdf(browser, resumeHtml(docs[0] as ResumeDoc));
    const out = (name: string, bytes: Uint8Array) =>
      writeFileSync(`${filesDir}not-resumes/${name}`, bytes);
    out('invoice.pdf', await printPdf(browser, invoiceHtml()));
    out('thesis.pdf', await printPdf(browser, thesisHtml()));
    out('blank.pdf', await blankPdf());
    out('password.pdf', encryptedPdf());
    out('truncated.pdf', truncated(first));
    out('garbage.docx', garbageDocx());
  } finally {
    await browser.close();
  }
  const twoPages = Object.entries(pageCounts).filter(([, n]) => n > 1);
  console.log(
    `${cases.length} resumes; ${twoPages.length} of more than one page: ${twoPages.map(([id, n]) => `${id} (${n})`).join(', ')}`,
  );
}

if (studyDir) {
  await writeFiles();
  writeFileSync(join(resolve(studyDir), 'truth.json'), truthJson);
} else {
  if (!process.argv.includes('--check')) await writeFiles();
  writeGenerated({ 'resumes/truth.json': truthJson });
}
