// Makes the PDF fixtures the reader tests cannot build in-process, and writes them beside this
// script (they are committed; run again only to change them):
// - chromium-sidebar.pdf: a two-column HTML resume (coloured left sidebar, main column with
//   dates on the right margin) printed by Chromium, as many resume builders make them;
// - chromium-table.pdf: a one-column resume with a centred header, a justified summary, a table of
//   jobs (dates | employer | role) and a skills list set in three CSS columns;
// - scanned.pdf: a JPEG "scan" of the same page (a Chromium screenshot) in a PDF with no text
//   layer, for OCR.
// Run: npx tsx packages/resume-parser/test-files/make-fixtures.ts
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));

const html = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  @page { size: A4; margin: 0; }
  body { margin: 0; font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; color: #222; }
  .page { display: flex; width: 210mm; height: 297mm; }
  aside { width: 62mm; background: #1f3b57; color: #fff; padding: 14mm 7mm; box-sizing: border-box; }
  main { flex: 1; padding: 14mm 12mm; }
  h1 { font-size: 24pt; margin: 0 0 2mm; }
  .label { font-size: 12pt; color: #555; margin-bottom: 8mm; }
  h2 { font-size: 13pt; margin: 7mm 0 3mm; text-transform: uppercase; letter-spacing: 0.5pt; }
  aside h2 { font-size: 11pt; margin-top: 0; }
  aside p { margin: 0 0 1.6mm; font-size: 9pt; }
  aside section { margin-bottom: 7mm; }
  .role { display: flex; justify-content: space-between; font-weight: bold; margin-top: 3mm; }
  .role span:last-child { font-weight: normal; }
  .employer { font-style: italic; margin: 0.5mm 0 1mm; }
  ul { margin: 1mm 0 0 5mm; padding: 0; } li { margin-bottom: 1mm; }
</style></head><body><div class="page">
  <aside>
    <section><h2>Contact</h2><p>jane.citizen@example.com</p><p>0412 345 678</p><p>Parramatta NSW 2150</p></section>
    <section><h2>Skills</h2><p>Wound care</p><p>Triage</p><p>Medication administration</p><p>Patient education</p></section>
    <section><h2>Languages</h2><p>English (native)</p><p>Tagalog (fluent)</p></section>
  </aside>
  <main>
    <h1>Jane Citizen</h1>
    <div class="label">Registered Nurse</div>
    <h2>Experience</h2>
    <div class="role"><span>Registered Nurse</span><span>Mar 2019 – Present</span></div>
    <div class="employer">Westmead Hospital, Sydney</div>
    <ul><li>Cared for up to eight patients a shift on a busy surgical ward.</li>
        <li>Mentored graduate nurses through their first year.</li></ul>
    <div class="role"><span>Enrolled Nurse</span><span>Jan 2016 – Feb 2019</span></div>
    <div class="employer">Royal North Shore Hospital, Sydney</div>
    <ul><li>Administered medication and kept accurate patient records.</li></ul>
    <h2>Education</h2>
    <div class="role"><span>Bachelor of Nursing</span><span>2015</span></div>
    <div class="employer">University of Sydney</div>
  </main>
</div></body></html>`;

const tableHtml = `<!doctype html>
<html><head><meta charset="utf-8"></head>
<body style="font-family: 'Liberation Serif', serif; font-size: 11pt; margin: 20mm">
<h1 style="text-align:center">Jane Citizen</h1>
<p style="text-align:center">jane@example.com &nbsp;|&nbsp; 0412 345 678 &nbsp;|&nbsp; Sydney</p>
<h2>Summary</h2>
<p style="text-align:justify">Registered nurse with ten years of experience on surgical and medical
wards, skilled in triage, wound care and patient education, looking for a senior role in a teaching
hospital where I can mentor graduate nurses and improve patient outcomes.</p>
<h2>Employment</h2>
<table style="width:100%">
<tr><td>2019 – now</td><td>Westmead Hospital</td><td>Registered Nurse</td></tr>
<tr><td>2016 – 2019</td><td>Royal North Shore</td><td>Enrolled Nurse, surgical ward and day surgery unit</td></tr>
<tr><td>2014 – 2016</td><td>Bupa</td><td>Assistant in Nursing</td></tr></table>
<h2>Skills</h2><ul><li>Triage</li><li>Wound care</li></ul>
<div style="columns: 3"><p>Excel</p><p>Word</p><p>Teams</p><p>SAP</p><p>Cerner</p><p>Epic</p></div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({
    viewport: { width: 794, height: 1123 },
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  await page.setContent(html);
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  writeFileSync(join(here, 'chromium-sidebar.pdf'), pdf);

  const table = await context.newPage();
  await table.setContent(tableHtml);
  writeFileSync(join(here, 'chromium-table.pdf'), await table.pdf({ format: 'A4' }));

  const jpeg = await page.screenshot({ type: 'jpeg', quality: 55, fullPage: false });
  const scan = await PDFDocument.create();
  const image = await scan.embedJpg(jpeg);
  const a4 = scan.addPage([595.28, 841.89]);
  a4.drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
  writeFileSync(join(here, 'scanned.pdf'), await scan.save());
  console.info(`chromium-sidebar.pdf ${pdf.length} bytes, scanned.pdf (jpeg ${jpeg.length} bytes)`);
} finally {
  await browser.close();
}
