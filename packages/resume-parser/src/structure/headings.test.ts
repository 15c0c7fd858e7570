import { describe, expect, it } from 'vitest';
import { headingOf, matchHeading } from './headings';
import { splitSections } from './sections';
import { toLines } from './test-support';

const line = (
  text: string,
  extra: { bold?: boolean; fontSize?: number; heading?: boolean } = {},
) => ({
  text,
  page: 1,
  x: 0,
  y: 0,
  width: 100,
  fontSize: extra.fontSize ?? 11,
  bold: extra.bold ?? false,
  ...(extra.heading ? { heading: true } : {}),
});

describe('section headings', () => {
  it.each([
    ['Work history', 'work'],
    ['EMPLOYMENT', 'work'],
    ['Career History', 'work'],
    ['Professional Experience', 'work'],
    ["Where I've worked", 'work'],
    ['Experience:', 'work'],
    ['Study', 'education'],
    ['Education & Training', 'education'],
    ['Education and training', 'education'],
    ['Tickets', 'certificates'],
    ['Licences & Certifications', 'certificates'],
    ['Licenses and Certification', 'certificates'],
    ['What I bring', 'skills'],
    ['My Key Skills', 'skills'],
    ['Core competencies', 'skills'],
    ['About me', 'summary'],
    ['PROFILE', 'summary'],
    ['Languages spoken', 'languages'],
    ['Referees', 'references'],
    ['Jobs', 'work'],
    ['Career Journey', 'work'],
    ["What I've done", 'work'],
    ['Previous Employment', 'work'],
    ['Learning', 'education'],
    ["What I've studied", 'education'],
    ["What I'm good at", 'skills'],
    ['Toolkit', 'skills'],
    ['A bit about me', 'summary'],
    ['At a Glance', 'summary'],
    ['Referees available upon request', 'references'],
    ['Hobbies & Interests', 'interests'],
    ['Volunteer Experience', 'volunteering'],
    ['Awards and Achievements', 'awards'],
    ['Personal Projects', 'projects'],
  ])('names "%s" %s', (text, kind) => {
    expect(matchHeading(text)?.kind).toBe(kind);
  });

  it('matches by word overlap when the phrasing is not listed', () => {
    expect(matchHeading('Employment History and Experience')).toEqual({
      kind: 'work',
      exact: false,
    });
    expect(matchHeading('Technical Skills Summary')?.kind).toBe('skills');
    expect(matchHeading('Relevant Hospitality Experience')?.kind).toBe('work');
  });

  it('takes no job title that shares a word with a section for a heading', () => {
    expect(matchHeading('Software Developer')).toBeNull();
    expect(matchHeading('Training Coordinator')).toBeNull();
    expect(matchHeading('Equipment Operator')).toBeNull();
    expect(matchHeading('Community Support Worker')).toBeNull();
  });

  it('takes a listed phrasing alone on its line, and other wordings only when set apart', () => {
    expect(headingOf(line('Work history'), 11)?.kind).toBe('work');
    expect(headingOf(line('Hospitality and Retail Experience'), 11)).toBeNull();
    expect(headingOf(line('Hospitality and Retail Experience', { bold: true }), 11)?.kind).toBe(
      'work',
    );
    expect(headingOf(line('HOSPITALITY AND RETAIL EXPERIENCE'), 11)?.kind).toBe('work');
    expect(headingOf(line('Hospitality and Retail Experience', { fontSize: 14 }), 11)?.kind).toBe(
      'work',
    );
  });

  it('takes Title Case alone on its line as set apart in a document without type styles', () => {
    expect(headingOf(line('Work Experience & Achievements', { fontSize: 0 }), 0)?.kind).toBe(
      'work',
    );
    expect(
      headingOf(line('Work experience and what I achieved there', { fontSize: 0 }), 0),
    ).toBeNull();
    expect(headingOf(line('Work Experience & Achievements'), 11)).toBeNull();
  });

  it('does not take a sentence, a bullet or a long line as a heading', () => {
    expect(headingOf(line('Experience in retail.'), 11)).toBeNull();
    expect(headingOf(line('• Skills'), 11)).toBeNull();
    expect(
      headingOf(
        line('I have experience with customers and skills in cash handling', { bold: true }),
        11,
      ),
    ).toBeNull();
    expect(headingOf(line('Phone: 0412 345 678'), 11)).toBeNull();
  });

  it('reads content written after a heading and a colon', () => {
    expect(headingOf(line('Languages: English, Vietnamese'), 11)).toEqual({
      kind: 'languages',
      inline: 'English, Vietnamese',
    });
    // "Experience: 5 years" says how long, it does not start the work section.
    expect(headingOf(line('Experience: 5 years in retail'), 11)).toBeNull();
  });

  it('splits a resume into the header and its sections', () => {
    const split = splitSections(
      toLines(`Tom Baker
        0412 345 678
        **CAREER HISTORY**
        Store Manager, Coles
        **Education**
        Year 12, Bendigo Senior Secondary College`),
    );
    expect(split.header.map((l) => l.text)).toEqual(['Tom Baker', '0412 345 678']);
    expect(split.sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['work', ['Store Manager, Coles']],
      ['education', ['Year 12, Bendigo Senior Secondary College']],
    ]);
  });
});

describe('sections we do not read', () => {
  it('starts a section at a heading by markup of no known kind, so its lines go nowhere else', () => {
    const split = splitSections(
      toLines(`# Grace Okafor
        0432 765 098
        # Tickets
        White Card
        # Availability
        Monday to Friday`),
    );
    expect(split.header.map((l) => l.text)).toEqual(['Grace Okafor', '0432 765 098']);
    expect(split.sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['certificates', ['White Card']],
      ['other', ['Monday to Friday']],
    ]);
  });
});

describe('headings in unknown words', () => {
  it('takes one set as the known headings are, and not a role title set smaller', () => {
    const styled = (text: string, fontSize: number, heading = true) => ({
      ...line(text, { fontSize, heading }),
      bold: true,
    });
    const split = splitSections([
      styled('Mia Hart', 20),
      styled('Experience', 14),
      styled('Store Manager', 12),
      line('Coles, 2019 – 2023'),
      styled('Driving Record', 14),
      line('No demerit points'),
    ]);
    expect(split.sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['work', ['Store Manager', 'Coles, 2019 – 2023']],
      ['other', ['No demerit points']],
    ]);
  });
});

describe('decorated headings', () => {
  it('reads a heading set with spaced letters or a glyph before it', () => {
    expect(headingOf(line('E X P E R I E N C E'), 11)?.kind).toBe('work');
    expect(headingOf(line('W O R K  H I S T O R Y'), 11)?.kind).toBe('work');
    expect(headingOf(line('■ SKILLS'), 11)?.kind).toBe('skills');
    expect(headingOf(line('— EDUCATION —'), 11)?.kind).toBe('education');
  });

  it('keeps a list item in words that name a section a list item', () => {
    expect(headingOf(line('• Training'), 11)).toBeNull();
    expect(headingOf({ ...line('SKILLS'), listItem: true }, 11)).toBeNull();
  });
});

describe('overlap, strictly', () => {
  it('lets one word of another section join a longer heading, and no word of none', () => {
    expect(matchHeading('Work Experience & Achievements')?.kind).toBe('work');
    expect(matchHeading('Plant Equipment Operator')).toBeNull();
  });
});
