// A resume of the corpus as plain text (what people paste or save from a word processor) and as
// RTF, written by hand: RTF is plain text markup, with non-ASCII letters as \uN? escapes.
import type { ResumeDoc, Section } from './resume-model';

interface Block {
  heading?: string;
  lines: { text: string; bold?: boolean; bullet?: boolean }[];
}

/** The resume in reading order, as blocks under headings; the sidebar's content comes first. */
function blocks(doc: ResumeDoc): Block[] {
  const contact = [doc.phone, doc.email, doc.location, ...doc.links].filter((x): x is string =>
    Boolean(x),
  );
  const h = (s: Section) => doc.headings[s] + (doc.style.colon ? ':' : '');
  const head: Block = {
    lines: [
      { text: doc.name, bold: true },
      { text: doc.label },
      ...(doc.layout === 'sidebar'
        ? contact.map((text) => ({ text }))
        : [{ text: contact.join(' | ') }]),
    ],
  };
  const side: Block[] = [
    { heading: h('skills'), lines: doc.skills.map((s) => ({ text: s.name, bullet: true })) },
    ...(doc.licences.length
      ? [{ heading: h('licences'), lines: doc.licences.map((text) => ({ text, bullet: true })) }]
      : []),
    ...(doc.languages.length
      ? [
          {
            heading: h('languages'),
            lines: [{ text: doc.languages.map((l) => l.written).join(', ') }],
          },
        ]
      : []),
  ];
  const table = doc.layout === 'table';
  const work: Block = {
    heading: h('work'),
    lines: doc.work.flatMap((r) => [
      ...(table
        ? [
            {
              text: `${r.dates}\t${r.company}${r.location ? ` (${r.location})` : ''}\t${r.position}`,
              bold: true,
            },
          ]
        : [
            {
              text: `${r.position} — ${r.company}${r.location ? `, ${r.location}` : ''}`,
              bold: true,
            },
            { text: r.dates },
          ]),
      ...r.bullets.map((text) => ({ text, bullet: true })),
    ]),
  };
  const education: Block[] = doc.education.length
    ? [
        {
          heading: h('education'),
          lines: doc.education.flatMap((e) => [
            { text: e.written, bold: true },
            { text: `${e.institution}${e.years ? `, ${e.years}` : ''}` },
          ]),
        },
      ]
    : [];
  const refs: Block[] = !doc.referees
    ? []
    : [
        {
          heading: h('referees'),
          lines:
            doc.referees === 'on request'
              ? [{ text: 'Available on request.' }]
              : doc.referees.flatMap((r) => [
                  { text: r.name, bold: true },
                  { text: r.title },
                  { text: r.phone },
                ]),
        },
      ];
  const summary: Block[] = doc.summary
    ? [{ heading: h('summary'), lines: [{ text: doc.summary }] }]
    : [];
  if (doc.layout === 'sidebar') return [head, ...side, ...summary, work, ...education, ...refs];
  return [head, ...summary, work, ...education, ...side, ...refs];
}

export function resumeText(doc: ResumeDoc): string {
  const variant = Number.parseInt(doc.id.slice(1), 10) % 3;
  const out: string[] = [];
  for (const b of blocks(doc)) {
    if (b.heading) {
      out.push('');
      if (variant === 0) out.push(b.heading.toUpperCase());
      else if (variant === 1) out.push(b.heading, '-'.repeat(b.heading.length));
      else out.push(`== ${b.heading} ==`);
    }
    for (const l of b.lines) out.push(l.bullet ? `${variant === 1 ? '-' : '•'} ${l.text}` : l.text);
  }
  return `${out.join('\n')}\n`;
}

const rtfEscape = (s: string) =>
  [...s]
    .map((c) => {
      const code = c.codePointAt(0) as number;
      if (c === '\\' || c === '{' || c === '}') return `\\${c}`;
      if (c === '\t') return '\\tab ';
      if (code < 128) return c;
      return code < 0x10000 ? `\\u${code > 32767 ? code - 65536 : code}?` : '?';
    })
    .join('');

export function resumeRtf(doc: ResumeDoc): string {
  const outline = Number.parseInt(doc.id.slice(1), 10) % 2 === 0;
  const out = [
    '{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Arial;}{\\f1\\fnil Symbol;}}',
    '\\paperw11906\\paperh16838\\margl1134\\margr1134\\margt1134\\margb1134',
    '\\f0\\fs21',
  ];
  for (const [i, b] of blocks(doc).entries()) {
    if (b.heading)
      out.push(
        `\\pard\\sb240\\sa80${outline ? '\\outlinelevel0' : ''}\\b\\fs26 ${rtfEscape(b.heading)}\\b0\\fs21\\par`,
      );
    for (const [j, l] of b.lines.entries()) {
      const text = rtfEscape(l.text);
      if (i === 0 && j === 0) out.push(`\\pard\\qc\\b\\fs40 ${text}\\b0\\fs21\\par`);
      else if (l.bullet)
        out.push(
          `\\pard\\fi-284\\li568{\\pntext\\f1\\'b7\\tab}{\\*\\pn\\pnlvlblt\\pnf1\\pnindent284{\\pntxtb\\'b7}}${text}\\par`,
        );
      else
        out.push(`\\pard${i === 0 ? '\\qc' : ''}${l.bold ? `\\b ${text}\\b0` : ` ${text}`}\\par`);
    }
  }
  out.push('}');
  return `${out.join('\n')}\n`;
}
