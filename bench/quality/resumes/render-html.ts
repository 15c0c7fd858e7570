// A resume of the corpus as the HTML page Chromium prints to PDF (or screenshots for a scan), in
// the layout it was drawn in: one column, a coloured sidebar, tables, unusual headings, or a
// designer template with a header band, symbols, dates on the right margin and skill bars.
import type { ResumeDoc, Role, Section } from './resume-model';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const BARS = [
  (n: number) => `${'●'.repeat(n)}${'○'.repeat(5 - n)}`,
  (n: number) => `${'█'.repeat(n * 2)}${'░'.repeat(10 - n * 2)}`,
  (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`,
];

function contactItems(doc: ResumeDoc, icons: boolean): string[] {
  const out: string[] = [];
  if (doc.phone) out.push(icons ? `☎ ${doc.phone}` : doc.phone);
  if (doc.email) out.push(icons ? `✉ ${doc.email}` : doc.email);
  if (doc.location) out.push(icons ? `⌂ ${doc.location}` : doc.location);
  for (const link of doc.links) out.push(icons ? `➤ ${link}` : link);
  return out.map(esc);
}

const heading = (doc: ResumeDoc, s: Section) =>
  `<h2>${esc(doc.headings[s])}${doc.style.colon ? ':' : ''}</h2>`;

function roleHtml(doc: ResumeDoc, r: Role, variant: number): string {
  const where = r.location ? `, ${esc(r.location)}` : '';
  const bullets = `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`;
  if (doc.layout === 'designer' || doc.drawnAs === 'designer' || variant === 2)
    return `<div class="role"><div class="row"><span><b>${esc(r.position)}</b> · ${esc(r.company)}${where}</span><span class="dates">${esc(r.dates)}</span></div>${bullets}</div>`;
  if (variant === 1)
    return `<div class="role"><div><b>${esc(r.company)}</b>${r.location ? ` | ${esc(r.location)}` : ''}</div><div><i>${esc(r.position)}</i> &nbsp; ${esc(r.dates)}</div>${bullets}</div>`;
  return `<div class="role"><div><b>${esc(r.position)}</b> — ${esc(r.company)}${where}</div><div class="dates">${esc(r.dates)}</div>${bullets}</div>`;
}

function educationHtml(doc: ResumeDoc): string {
  return doc.education
    .map(
      (e) =>
        `<div class="edu"><b>${esc(e.written)}</b><br>${esc(e.institution)}${e.years ? ` <span class="dates">${esc(e.years)}</span>` : ''}</div>`,
    )
    .join('');
}

function listOr(items: string[], inline: boolean): string {
  if (inline) return `<p>${items.map(esc).join(', ')}</p>`;
  return `<ul class="tight">${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
}

function skillsHtml(doc: ResumeDoc, bars: boolean): string {
  if (!bars)
    return listOr(
      doc.skills.map((s) => s.name),
      doc.style.bar === 0,
    );
  const bar = BARS[doc.style.bar] as (n: number) => string;
  return `<div class="bars">${doc.skills.map((s) => `<div class="row"><span>${esc(s.name)}</span><span class="bar">${bar(s.level)}</span></div>`).join('')}</div>`;
}

function refereesHtml(doc: ResumeDoc): string {
  if (!doc.referees) return '';
  const body =
    doc.referees === 'on request'
      ? '<p>Available on request.</p>'
      : doc.referees
          .map((r) => `<p><b>${esc(r.name)}</b><br>${esc(r.title)}<br>${esc(r.phone)}</p>`)
          .join('');
  return `<section>${heading(doc, 'referees')}${body}</section>`;
}

/** The sections of the main column, in order. */
function mainSections(
  doc: ResumeDoc,
  opts: { variant: number; side: boolean; table: boolean; bars: boolean },
): string {
  const parts: string[] = [];
  if (doc.summary)
    parts.push(`<section>${heading(doc, 'summary')}<p>${esc(doc.summary)}</p></section>`);
  if (opts.table) {
    parts.push(
      `<section>${heading(doc, 'work')}<table class="grid"><tr><th>Dates</th><th>Employer</th><th>Role</th></tr>${doc.work
        .map(
          (r) =>
            `<tr><td class="d">${esc(r.dates)}</td><td>${esc(r.company)}${r.location ? `<br><small>${esc(r.location)}</small>` : ''}</td><td><b>${esc(r.position)}</b><ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></td></tr>`,
        )
        .join('')}</table></section>`,
    );
  } else {
    parts.push(
      `<section>${heading(doc, 'work')}${doc.work.map((r) => roleHtml(doc, r, opts.variant)).join('')}</section>`,
    );
  }
  if (doc.education.length) {
    const body = opts.table
      ? `<table class="grid"><tr><th>Year</th><th>Institution</th><th>Qualification</th></tr>${doc.education.map((e) => `<tr><td class="d">${esc(e.years ?? '')}</td><td>${esc(e.institution)}</td><td>${esc(e.written)}</td></tr>`).join('')}</table>`
      : educationHtml(doc);
    parts.push(`<section>${heading(doc, 'education')}${body}</section>`);
  }
  if (!opts.side) parts.push(...sideSections(doc, opts.bars));
  parts.push(refereesHtml(doc));
  return parts.join('');
}

function sideSections(doc: ResumeDoc, bars: boolean): string[] {
  const parts = [`<section>${heading(doc, 'skills')}${skillsHtml(doc, bars)}</section>`];
  if (doc.licences.length)
    parts.push(`<section>${heading(doc, 'licences')}${listOr(doc.licences, false)}</section>`);
  if (doc.languages.length)
    parts.push(
      `<section>${heading(doc, 'languages')}${listOr(
        doc.languages.map((l) => l.written),
        doc.style.bar === 1,
      )}</section>`,
    );
  return parts;
}

const BASE_CSS = `@page{size:A4;margin:12mm 0}*{box-sizing:border-box}body{margin:0;font-size:10.5pt;line-height:1.35;color:#222}
h1{margin:0}h2{font-size:12pt;margin:14px 0 6px}p{margin:4px 0}ul{margin:3px 0 8px 18px;padding:0}li{margin:1px 0}
.role{margin-bottom:8px;break-inside:avoid}.dates{color:#555}.row{display:flex;justify-content:space-between;gap:12px}
.edu{margin-bottom:6px}ul.tight{margin-left:16px}.page ul.tight{columns:2;column-gap:24px}table.grid{border-collapse:collapse;width:100%}
table.grid td,table.grid th{border:1px solid #bbb;padding:4px 6px;vertical-align:top;text-align:left}
table.grid th{background:#eee}td.d{width:19%}table.grid td:nth-child(2){width:27%}.page{padding:4mm 16mm}`;

export function resumeHtml(doc: ResumeDoc): string {
  const font = doc.style.serif ? "'DejaVu Serif', serif" : "'DejaVu Sans', sans-serif";
  const a = doc.style.accent;
  const layout = doc.drawnAs;
  const variant = Number.parseInt(doc.id.slice(1), 10) % 3;
  let body: string;
  let css = `${BASE_CSS}body{font-family:${font}}`;
  if (layout === 'sidebar') {
    const side = `<aside><section>${heading(doc, 'summary').replace(/>.*</, '>Contact<')}${contactItems(
      doc,
      false,
    )
      .map((c) => `<p>${c}</p>`)
      .join('')}</section>${sideSections(doc, false).join('')}</aside>`;
    const main = `<main><h1>${esc(doc.name)}</h1><div class="label">${esc(doc.label)}</div>${mainSections(doc, { variant, side: true, table: false, bars: false })}</main>`;
    body = `<div class="wrap">${doc.style.sidebarRight ? main + side : side + main}</div>`;
    css += `@page :first{margin-top:0}.wrap{display:grid;grid-template-columns:${doc.style.sidebarRight ? '1fr 66mm' : '66mm 1fr'};min-height:285mm}
aside{background:${a};color:#fff;padding:14mm 7mm;font-size:9.5pt;word-break:break-word}aside h2{color:#fff;border-bottom:1px solid #fff8}
main{padding:14mm 11mm}h1{font-size:24pt;color:${a}}.label{font-size:13pt;color:#555}main h2{color:${a};text-transform:uppercase}`;
  } else if (layout === 'designer') {
    body = `<header><h1>${esc(doc.name)}</h1><div class="label">${esc(doc.label)}</div></header><div class="contact">${contactItems(doc, true).join('<span class="gap"></span>')}</div><div class="page">${mainSections(doc, { variant, side: false, table: false, bars: true })}</div>`;
    css += `@page :first{margin-top:0}header{background:${a};color:#fff;padding:12mm 16mm 8mm}h1{font-size:34pt;letter-spacing:2px;text-transform:uppercase;font-weight:300}
.label{font-size:14pt;letter-spacing:1px;opacity:.9}.contact{background:#f0f0f0;padding:3mm 16mm;font-size:9.5pt;display:flex;flex-wrap:wrap;gap:4px 18px}
.page{padding-top:6mm}h2{color:${a};text-transform:uppercase;letter-spacing:1.5px;border-bottom:2px solid ${a}}h2::before{content:'◆ '}
.dates{min-width:38mm;text-align:right;font-style:italic}.bars .row{max-width:110mm}.bar{color:${a};letter-spacing:1px}`;
  } else {
    const table = layout === 'table';
    const sep = ['  |  ', '  •  ', ' · '][variant] as string;
    body = `<div class="page"><h1>${esc(doc.name)}</h1><div class="label">${esc(doc.label)}</div><div class="contact">${contactItems(doc, false).join(sep)}</div>${mainSections(doc, { variant, side: false, table, bars: false })}</div>`;
    css += `h1{font-size:22pt}.label{font-size:12pt;color:#444}.contact{margin:4px 0 8px;font-size:9.5pt}`;
    if (layout === 'unusual-headings')
      css +=
        variant === 0
          ? 'h2{font-size:10.5pt;margin:10px 0 4px}'
          : `h2{font-variant:small-caps;color:${a};font-size:13pt}`;
    else css += `h2{text-transform:uppercase;border-bottom:1px solid #999;color:${a}}`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(doc.name)}</title><style>${css}</style></head><body>${body}</body></html>`;
}
