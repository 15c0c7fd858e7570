import { describe, expect, it } from 'vitest';
import type { TextLine } from '../types';
import { structureBasics } from './basics';
import { structureEducation } from './education';
import { headingOf, ocrHeadingText } from './headings';
import { structureResume } from './index';
import { kindByContent } from './section-content';
import { splitSections, withoutColumnLabels } from './sections';
import { toLines } from './test-support';

/** Lines as a PDF gives them: each with its place; `at` the left edge, one line spacing apart. */
function page(rows: [string, Partial<TextLine>?][]): TextLine[] {
  return rows.map(([text, extra], i) => ({
    text,
    page: 1,
    x: 60,
    y: 100 + i * 13,
    width: Math.min(400, text.length * 5),
    fontSize: 10.5,
    bold: false,
    ...extra,
  }));
}
/** A heading as a designer sets it: small bold capitals. */
const H = { bold: true, fontSize: 9 };

describe('a section under a heading in words of no known section', () => {
  const lines = page([
    ['Harpreet Nair', { fontSize: 22, bold: true }],
    ['WHO I AM', H],
    ['Carpenter for five years, looking for a leading hand role.'],
    ['PROFESSIONAL BACKGROUND', H],
    ['Site Supervisor · Simonds Homes\tSince Oct. 2023'],
    ['• Built decks, pergolas and stairs to council requirements'],
    ['Leading Hand Carpenter · Hutchinson Builders\tApr. 2022 to July 2023'],
    ['• Read architectural drawings'],
    ['ACADEMIC BACKGROUND', H],
    ['Certificate IV in Building and Construction'],
    ['William Angliss Institute'],
    ['KNOW-HOW', H],
    ['• decking\t• framing'],
    ['COMPLIANCE', H],
    ['• C class driver licence\tWhite Card (CPCWHS1001)'],
    ['COMMUNICATION', H],
    ['English: fluent, Korean: intermediate'],
  ]);

  it('is told by its content when the heading is set as the known ones are', () => {
    expect(splitSections(lines).sections.map((s) => [s.kind, s.heading.text])).toEqual([
      ['summary', 'WHO I AM'],
      ['work', 'PROFESSIONAL BACKGROUND'],
      ['education', 'ACADEMIC BACKGROUND'],
      ['skills', 'KNOW-HOW'],
      ['certificates', 'COMPLIANCE'],
      ['languages', 'COMMUNICATION'],
    ]);
    const { resume } = structureResume({ kind: 'pdf', lines, pages: 1, ocrPages: 0 });
    expect(resume.work.map((w) => [w.position, w.name])).toEqual([
      ['Site Supervisor', 'Simonds Homes'],
      ['Leading Hand Carpenter', 'Hutchinson Builders'],
    ]);
    expect(resume.skills.map((s) => s.name)).toEqual(['decking', 'framing']);
    expect(resume.languages.map((l) => l.language)).toEqual(['English', 'Korean']);
  });

  it('tells each kind by what its lines hold', () => {
    const kind = (...texts: string[]) => kindByContent(page(texts.map((t) => [t])));
    expect(kind('Mandarin (native)', 'English – fluent')).toBe('languages');
    expect(kind('Forklift licence (LF)', 'White Card', 'First Aid certificate')).toBe(
      'certificates',
    );
    expect(kind('Store Manager — Coles', 'Mar 2019 – Present', '• Ran a team of 20')).toBe('work');
    expect(kind('Bachelor of Nursing', 'University of Tasmania, 2015 – 2018')).toBe('education');
    expect(kind('Microsoft Excel', 'customer service', 'cash handling')).toBe('skills');
    expect(kind('I love bushwalking and cooking for friends.')).toBeNull();
  });

  it('leaves a line set as the headings are inside its own section: a role title in capitals', () => {
    const split = splitSections(
      page([
        ['EXPERIENCE', H],
        ['STORE MANAGER', H],
        ['Coles · Mar 2019 – Present'],
        ['• Ran a team of 20'],
        ['SKILLS', H],
        ['• rostering'],
      ]),
    );
    expect(split.sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ['work', 3],
      ['skills', 1],
    ]);
  });

  it('takes no bold line for a heading where role titles are bold too (a table)', () => {
    const split = splitSections(
      page([
        ['WORK EXPERIENCE', { bold: true, fontSize: 12 }],
        ['Employer', { bold: true }],
        ['Role', { bold: true }],
        ['NSW Department of Education\tSince 2023'],
        ['Head of Department', { bold: true }],
        ['• Planned units of work'],
        ['Auckland Grammar School\t2019 – 2022'],
        ['Classroom Teacher', { bold: true }],
        ['• Ran the robotics club'],
        ['Graduate Teacher', { bold: true }],
      ]),
    );
    expect(split.sections.every((s) => s.kind === 'work')).toBe(true);
    expect(split.sections.flatMap((s) => s.lines.map((l) => l.text))).toContain(
      'Head of Department',
    );
  });

  it('keeps a heading in unknown words that holds nothing known a section read for nothing', () => {
    const split = splitSections(
      page([
        ['SKILLS', H],
        ['• rostering'],
        ['DRIVING RECORD', H],
        ['No demerit points in ten years'],
      ]),
    );
    expect(split.sections.map((s) => s.kind)).toEqual(['skills', 'other']);
  });
});

describe('a scanned page', () => {
  it('starts a section where OCR left a heading unread, when the lines after it are of another kind', () => {
    const scanned = page([
      ['EDUCATION', { fontSize: 16 }],
      ['Bachelor of Nursing'],
      ['UNSW Sydney 2009 - 2011'],
      ['• triage\t• wound care', { y: 180 }],
      ['• patient care\t• medication administration', { y: 194 }],
    ]).map((l) => ({ ...l, ocr: true as const }));
    const split = splitSections(scanned);
    expect(split.sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ['education', 2],
      ['skills', 2],
    ]);
  });
});

describe('a heading OCR misread', () => {
  it('starts a section at a word or two OCR read bigger than the known headings, told by its content', () => {
    const scanned = page([
      ['Jane Citizen', { fontSize: 22 }],
      ['EDUCATION', { fontSize: 16 }],
      ['Bachelor of Nursing'],
      ['UNSW Sydney 2009 - 2011'],
      ['sks', { fontSize: 25 }],
      ['• triage\t• wound care'],
      ['• patient care\t• medication administration'],
    ]).map((l) => ({ ...l, ocr: true as const }));
    const split = splitSections(scanned);
    expect(split.header.map((l) => l.text)).toEqual(['Jane Citizen']);
    expect(split.sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['education', ['Bachelor of Nursing', 'UNSW Sydney 2009 - 2011']],
      ['skills', ['• triage\t• wound care', '• patient care\t• medication administration']],
    ]);
    // The same word in the body's size is a line of the section above.
    const small = splitSections(
      scanned.map((l) => (l.text === 'sks' ? { ...l, fontSize: 10.5 } : l)),
    );
    expect(small.sections.map((s) => s.kind)).toEqual(['education']);
  });
});

describe('a heading OCR read as marks', () => {
  it('starts a section at a line of noughts bigger than the body, as at a misread heading', () => {
    const scanned = page([
      ['Jane Citizen', { fontSize: 22 }],
      ['EDUCATION', { fontSize: 13.7 }],
      ['Certificate III in Surface Extraction Operations'],
      ['0000000000', { fontSize: 25.6 }],
      ['haul trucks\t00000'],
      ['hydraulics\t00000'],
      ['pre-start checks\t00000'],
    ]).map((l) => ({ ...l, ocr: true as const }));
    expect(splitSections(scanned).sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ['education', 1],
      ['skills', 3],
    ]);
  });

  it("reads a heading with OCR's marks inside its words ('KEY skiLL,s ~~.')", () => {
    const [line] = page([['KEY skiLL,s ~~.', { fontSize: 25.4 }]]);
    expect(headingOf({ ...(line as TextLine), ocr: true }, 11.7)?.kind).toBe('skills');
    expect(headingOf(line as TextLine, 11.7)?.kind).not.toBe('skills');
  });

  it("leaves out a table header's labels that OCR read into the row under it", () => {
    const [row] = page([
      ['Year Te\tInstitution - Unitec\tQualification Certificate Ill in Carpentry'],
    ]);
    const scanned = { ...(row as TextLine), ocr: true };
    expect(withoutColumnLabels(scanned).text).toBe('Te\t- Unitec\tCertificate Ill in Carpentry');
    const header = { ...scanned, text: 'Year\tInstitution\tQualification' };
    expect(withoutColumnLabels(header).text).toBe('Year\tInstitution\tQualification');
    expect(withoutColumnLabels(row as TextLine).text).toBe((row as TextLine).text);
  });

  it('reads a heading with a rule OCR read as a full stop, tildes and noughts after it', () => {
    const [line] = page([['EXPERIENCE. ~~~\t000000', { fontSize: 23.2 }]]);
    expect(headingOf({ ...(line as TextLine), ocr: true }, 11.4)?.kind).toBe('work');
    expect(ocrHeadingText('QUALIFICATIONS\t.')).toBe('QUALIFICATIONS');
  });

  it("reads a heading with a lone character OCR read after it ('QUALIFICATIONS | 5')", () => {
    const [line] = page([['QUALIFICATIONS\t5', { fontSize: 15.8 }]]);
    expect(headingOf({ ...(line as TextLine), ocr: true }, 11.4)?.kind).toBe('education');
    expect(ocrHeadingText('EXPERIENCE\t2019')).toBe('EXPERIENCE\t2019');
  });
});

describe('specks OCR read far smaller than the body', () => {
  it('reads no text from them, and starts a section in the space a heading left there', () => {
    const scanned = page([
      ['EXPERIENCE', { fontSize: 16.6, y: 195 }],
      ['Store Manager Myer\tAug 2022 - Jan 2026', { y: 213 }],
      ['• Handled deliveries and stock takes', { y: 229 }],
      ['• Managed a team of 25 and a weekly wage budget', { y: 244 }],
      ['000000.\t000000.', { fontSize: 1.1, y: 274 }],
      ['SEIS', { fontSize: 0.2, y: 280 }],
      ['Certificate III in Retail', { y: 290 }],
      ['Holmesglen Institute 2013 - 2015', { y: 304 }],
    ]).map((l) => ({ ...l, ocr: true as const }));
    const split = splitSections(scanned);
    expect(split.sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      [
        'work',
        [
          'Store Manager Myer\tAug 2022 - Jan 2026',
          '• Handled deliveries and stock takes',
          '• Managed a team of 25 and a weekly wage budget',
        ],
      ],
      ['education', ['Certificate III in Retail', 'Holmesglen Institute 2013 - 2015']],
    ]);
    // A line of a text layer keeps its size, however small.
    const printed = page([
      ['EXPERIENCE', { fontSize: 16.6 }],
      ['Store Manager Myer\tAug 2022 - Jan 2026'],
      ['small print', { fontSize: 4 }],
    ]);
    expect(splitSections(printed).sections[0]?.lines).toHaveLength(2);
  });
});

describe('a heading is followed by its content', () => {
  it("takes an institution in a text file's capitals under its qualification for the section's line", () => {
    const split = splitSections(
      toLines(`QUALIFICATIONS
        Certificate IV in Information Technology
        TAFE NSW
        Diploma of Information Technology
        TAFE NSW
        SKILLS
        • Office 365`),
    );
    expect(split.sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ['education', 4],
      ['skills', 1],
    ]);
  });

  it("takes a line right under a heading, and a scan's item read at a heading's size, for the section's lines", () => {
    const scanned = page([
      ['Jane Citizen', { fontSize: 22 }],
      ['EDUCATION', { fontSize: 14.5 }],
      ['Year 10 Certificate'],
      ['Brisbane State High School'],
      ['CORE SKILLS', { fontSize: 12.7 }],
      ['excavation', { fontSize: 15.9 }],
      ['traffic control'],
      ['pipe laying\t•', { fontSize: 14.9 }],
      ['compaction'],
      ['LANGUAGES', { fontSize: 13.9 }],
      ['English, Filipino (native), Cebuano'],
    ]).map((l) => ({ ...l, ocr: true as const }));
    const split = splitSections(scanned);
    expect(split.sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['education', ['Year 10 Certificate', 'Brisbane State High School']],
      ['skills', ['excavation', 'traffic control', 'pipe laying\t•', 'compaction']],
      ['languages', ['English, Filipino (native), Cebuano']],
    ]);
  });
});

describe('skills read by OCR', () => {
  it('reads a heading whose glyph OCR took for a digit or a mark, or its rule for marks', () => {
    const [line] = page([['4 SKILLS', { fontSize: 13 }]]);
    expect(headingOf({ ...(line as TextLine), ocr: true }, 10.5)?.kind).toBe('skills');
    expect(headingOf(line as TextLine, 10.5)).toBeNull();
    const [ruled] = page([['QUALIFICATIONS\t.', { fontSize: 15 }]]);
    expect(headingOf({ ...(ruled as TextLine), ocr: true }, 10.5)?.kind).toBe('education');
  });

  it('reads "Certificate Ill" as OCR writes Certificate III', () => {
    expect(structureEducation(toLines('Certificate Ill in Carpentry\nTAFE NSW, 2016'), {})).toEqual(
      [expect.objectContaining({ studyType: 'Certificate III', institution: 'TAFE NSW' })],
    );
  });

  it('drops a short word no skill is (a rating read as letters) and reads "l" among capitals as "I"', () => {
    const scanned = page([
      ['Jane Citizen', { fontSize: 22 }],
      ['SKILLS', { fontSize: 13 }],
      ['AutoCAD\tkk'],
      ['time management\tYee'],
      ['Cl/CD'],
    ]).map((l) => ({ ...l, ocr: true as const }));
    const { resume } = structureResume({ kind: 'pdf', lines: scanned, pages: 1, ocrPages: 1 });
    expect(resume.skills.map((s) => s.name)).toEqual(['AutoCAD', 'time management', 'CI/CD']);
  });

  it('leaves out an item with a word beside one OCR could not read ("SAP" of "SAP PM")', () => {
    const scanned = page([
      ['Jane Citizen', { fontSize: 22 }],
      ['SKILLS', { fontSize: 13 }],
      ['• isolation procedures\t• SAP', { besideUnread: ['SAP'] }],
      ['procedures, pre-start checks, hydraulics', { besideUnread: ['procedures,'] }],
      ['• hydraulics\t• haul trucks'],
      // The skill "cannulation" is known by, IV cannulation, has the word OCR lost ("IV").
      ['• cannulation\t• teamwork', { besideUnread: ['cannulation'] }],
    ]).map((l) => ({ ...l, ocr: true as const }));
    const { resume } = structureResume({ kind: 'pdf', lines: scanned, pages: 1, ocrPages: 1 });
    expect(resume.skills.map((s) => s.name)).toEqual([
      'isolation procedures',
      'pre-start checks',
      'hydraulics',
      'haul trucks',
      'cannulation',
      'teamwork',
    ]);
  });

  it('reads a space OCR read for a dot inside a name as the dot ("Node js")', () => {
    const scanned = page([
      ['Jane Citizen', { fontSize: 22 }],
      ['SKILLS', { fontSize: 13 }],
      ['TypeScript, Node js, Docker'],
    ]).map((l) => ({ ...l, ocr: true as const }));
    const { resume } = structureResume({ kind: 'pdf', lines: scanned, pages: 1, ocrPages: 1 });
    expect(resume.skills.map((s) => s.taxonomyId)).toEqual(['typescript', 'node-js', 'docker']);
  });
});

describe('a narrow column', () => {
  const lines = page([
    ['Contact', { bold: true, fontSize: 12, x: 20 }],
    ['markanthony.mendoza@bigpo', { fontSize: 9.5, x: 20 }],
    ['nd.com', { fontSize: 9.5, x: 20 }],
    ['Skills', { bold: true, fontSize: 12, x: 20 }],
    ['customer service, stock', { fontSize: 9.5, x: 20 }],
    ['replenishment, POS, visual', { fontSize: 9.5, x: 20 }],
    ['merchandising, teamwork', { fontSize: 9.5, x: 20 }],
    ['Certifications', { bold: true, fontSize: 12, x: 20 }],
    ['• Working with Children', { fontSize: 9.5, x: 32 }],
    ['Check', { fontSize: 9.5, x: 32 }],
    ['• HLTAID011 Provide First', { fontSize: 9.5, x: 32 }],
    ['Aid', { fontSize: 9.5, x: 32 }],
    ['Mark Anthony Mendoza', { fontSize: 24, bold: true, x: 218, y: 64 }],
    ['Support Worker', { fontSize: 13, x: 218, y: 100 }],
    ['EXPERIENCE', { bold: true, fontSize: 12, x: 218, y: 140 }],
    ['Support Worker — Achieve Australia', { x: 218, y: 160 }],
    ['2019 – Present', { x: 218, y: 174 }],
  ]);

  it('joins the list items and the address it wrapped, and finds the name in the biggest type', () => {
    const { resume } = structureResume({ kind: 'pdf', lines, pages: 1, ocrPages: 0 });
    expect(resume.basics).toMatchObject({
      name: 'Mark Anthony Mendoza',
      email: 'markanthony.mendoza@bigpond.com',
    });
    expect(resume.skills.map((s) => s.name)).toEqual([
      'customer service',
      'stock replenishment',
      'POS',
      'visual merchandising',
      'teamwork',
    ]);
    expect(resume.certificates.map((c) => c.name)).toEqual([
      'Working with Children Check',
      'HLTAID011 Provide First Aid',
    ]);
  });

  it("joins a row whose cells all wrapped, and a comma list's last word far below", () => {
    const split = splitSections(
      page([
        ['EXPERIENCE', { bold: true, fontSize: 12 }],
        ['Senior Support Worker · Achieve\t02/2021 —'],
        ['Australia\t06/2022'],
        ['• Wrote incident reports'],
        ['Sales Assistant · Bunnings Warehouse,\tDec 2020 – Nov'],
        ['Toowoomba QLD\t2023'],
        ['Head of Department · Auckland Grammar School\tApr 2022 –'],
        ['Feb 2026', { x: 300 }],
        ['SKILLS', { bold: true, fontSize: 12, y: 200 }],
        ['stock replenishment, rostering, cash handling, POS, problem', { y: 220 }],
        ['solving', { y: 245 }],
      ]),
    );
    expect(split.sections.map((s) => s.lines.map((l) => l.text))).toEqual([
      [
        'Senior Support Worker · Achieve Australia\t02/2021 — 06/2022',
        '• Wrote incident reports',
        'Sales Assistant · Bunnings Warehouse, Toowoomba QLD\tDec 2020 – Nov 2023',
        'Head of Department · Auckland Grammar School\tApr 2022 – Feb 2026',
      ],
      ['stock replenishment, rostering, cash handling, POS, problem solving'],
    ]);
  });

  it('tells a section of a list it wrapped inside its items by the items joined again', () => {
    const split = splitSections(
      page([
        ['EDUCATION', H],
        ['Bachelor of Education'],
        ['University of Otago'],
        ['IN THE CLASSROOM', H],
        ['Google Classroom, curriculum planning, assessment, differentiated learning, classroom'],
        ['management; teamwork'],
      ]),
    );
    expect(split.sections.map((s) => s.kind)).toEqual(['education', 'skills']);
  });

  it("joins a comma list's line that stops without its comma, where its other lines end with one", () => {
    const sidebar = (text: string, y: number) => [text, { fontSize: 9.5, x: 428, y }] as const;
    const split = splitSections(
      page([
        ['Key Skills', { bold: true, fontSize: 12, x: 428, y: 139 }],
        sidebar('classroom management,', 158),
        sidebar('curriculum planning, Google', 170),
        sidebar('Classroom, assessment,', 184),
        sidebar('student wellbeing, problem', 197),
        sidebar('solving', 209),
      ] as [string, Partial<TextLine>][]),
    );
    expect(split.sections[0]?.lines.map((l) => l.text)).toEqual([
      'classroom management, curriculum planning, Google Classroom, assessment, student wellbeing, problem solving',
    ]);
  });

  it("joins a scan's list line OCR measured at another size where the words at the break are one skill", () => {
    // "management" alone on its line, measured small.
    const small = splitSections(
      page([
        ['CORE SKILLS', { fontSize: 13.1, y: 474 }],
        [
          'behaviour support, personal care, medication administration, time',
          { fontSize: 11.5, y: 494 },
        ],
        ['management', { fontSize: 9.5, y: 509 }],
        ['CERTIFICATIONS', { fontSize: 15.9, y: 536 }],
      ]).map((l) => ({ ...l, ocr: true as const })),
    );
    expect(small.sections[0]?.lines.map((l) => l.text)).toEqual([
      'behaviour support, personal care, medication administration, time management',
    ]);
    // "management, communication" measured at the headings' size: no heading, the list's rest.
    const big = splitSections(
      page([
        ['Key Skills', { fontSize: 13.9, x: 424, y: 155 }],
        ['differentiated learning,', { fontSize: 11.4, x: 424, y: 173 }],
        ['assessment, classroom', { fontSize: 11, x: 424, y: 200 }],
        ['management, communication', { fontSize: 13.7, x: 424, y: 212 }],
        ['Languages', { fontSize: 11.9, x: 424, y: 325 }],
        ['English: fluent', { fontSize: 10.9, x: 436, y: 345 }],
      ]).map((l) => ({ ...l, ocr: true as const })),
    );
    expect(big.sections.map((s) => s.kind)).toEqual(['skills', 'languages']);
    expect(big.sections[0]?.lines.map((l) => l.text)).toEqual([
      'differentiated learning, assessment, classroom management, communication',
    ]);
    // In a text PDF the sizes are exact: a line at another size is no wrap.
    const text = splitSections(
      page([
        ['CORE SKILLS', { fontSize: 13.1, y: 474 }],
        ['behaviour support, time', { fontSize: 11.5, y: 494 }],
        ['management', { fontSize: 9.5, y: 509 }],
      ]),
    );
    expect(text.sections[0]?.lines.map((l) => l.text)).toEqual([
      'behaviour support, time',
      'management',
    ]);
  });

  it("joins a comma list's last item and the next line's first that are one skill the taxonomy knows", () => {
    const split = splitSections(
      page([
        ['KEY SKILLS', { fontSize: 14.8, y: 413 }],
        [
          'differentiated learning, curriculum planning, assessment, classroom management, Google',
          { y: 431 },
        ],
        ['Classroom, student wellbeing', { y: 446 }],
      ]).map((l) => ({ ...l, ocr: true as const })),
    );
    expect(split.sections[0]?.lines.map((l) => l.text)).toEqual([
      'differentiated learning, curriculum planning, assessment, classroom management, Google Classroom, student wellbeing',
    ]);
    // Two lists a line each: "Excel Word" is no skill, so the lines stay apart.
    const apart = splitSections(
      page([
        ['KEY SKILLS', { fontSize: 14.8, y: 413 }],
        ['Xero, MYOB, Excel', { y: 431 }],
        ['Word, PowerPoint', { y: 446 }],
      ]),
    );
    expect(apart.sections[0]?.lines.map((l) => l.text)).toEqual([
      'Xero, MYOB, Excel',
      'Word, PowerPoint',
    ]);
  });

  it('joins a row whose first cell stops at "of" and whose dates go on with a dash below', () => {
    const split = splitSections(
      page([
        ['EXPERIENCE', { bold: true, fontSize: 12 }],
        ['Graduate Teacher · Department of\tNovember 2020'],
        ['Education Victoria, Footscray VIC\t— July 2021'],
        ['• Ran the school robotics club'],
      ]),
    );
    expect(split.sections[0]?.lines.map((l) => l.text)).toEqual([
      'Graduate Teacher · Department of Education Victoria, Footscray VIC\tNovember 2020 — July 2021',
      '• Ran the school robotics club',
    ]);
  });

  it('joins an address broken at its hyphen', () => {
    const split = splitSections(
      toLines(`Darren McDonald-Mitchell
        darren.mcdonald- mitchell@outlook.co.nz`),
    );
    expect(structureBasics(split, {}).email).toBe('darren.mcdonald-mitchell@outlook.co.nz');
  });

  it('joins no lines of a document that does not wrap them (their width unknown)', () => {
    const split = splitSections(
      toLines(`# Skills
        customer service, stock
        replenishment, POS`),
    );
    expect(split.sections[0]?.lines.map((l) => l.text)).toEqual([
      'customer service, stock',
      'replenishment, POS',
    ]);
  });
});

describe('an institution and what the line says after it', () => {
  it('leaves "Completed" out of the name and keeps the campus of a known acronym', () => {
    const institutions = (text: string) =>
      structureEducation(toLines(text), {}).map((e) => e.institution);
    expect(institutions('Certificate III in Carpentry\nTAFE Queensland Completed 2019')).toEqual([
      'TAFE Queensland',
    ]);
    expect(institutions('Bachelor of Nursing\nUNSW Sydney, 2016 – 2019')).toEqual(['UNSW Sydney']);
  });

  it("takes a table row's name-like cell beside the qualification for the institution", () => {
    const [entry] = structureEducation(
      toLines('2016 – 2018\tTe Pūkenga – Unitec\tCertificate III in Early Childhood Education'),
      {},
    );
    expect(entry).toMatchObject({
      institution: 'Te Pūkenga – Unitec',
      studyType: 'Certificate III',
      area: 'Early Childhood Education',
      startDate: '2016',
    });
  });

  it('joins a table cell that stops at "and" to the word under it', () => {
    const split = splitSections(
      page([
        ['EDUCATION', { bold: true, fontSize: 12 }],
        ['2016 – 2018\tTe Pūkenga – Unitec\tCertificate III in Early Childhood Education and'],
        ['Care', { x: 283 }],
      ]),
    );
    expect(split.sections[0]?.lines.map((l) => l.text)).toEqual([
      '2016 – 2018\tTe Pūkenga – Unitec\tCertificate III in Early Childhood Education and Care',
    ]);
  });
});
