import { describe, expect, it } from 'vitest';
import {
  joinedSkills,
  lowerCaseAcronym,
  misreadOfKnown,
  readAsRating,
  skillItems,
  skillOf,
  skillsInHighlights,
  withoutRatingColumn,
} from './skills';

describe('skills', () => {
  it('splits a line into items and drops levels and skill bars', () => {
    expect(skillItems('• Python (advanced), SQL | Excel - intermediate; Xero ███░░')).toEqual([
      'Python',
      'SQL',
      'Excel',
      'Xero',
    ]);
    expect(skillItems('Software: MYOB, Xero\tQuickBooks')).toEqual(['MYOB', 'Xero', 'QuickBooks']);
    expect(skillItems('Customer service ●●●●○')).toEqual(['Customer service']);
  });

  it('resolves items through the taxonomy', () => {
    expect(skillOf('Excel')?.skill).toEqual({
      name: 'Excel',
      taxonomyId: 'microsoft-excel',
      category: 'technology',
    });
    expect(skillOf('Cash handling')?.skill).toMatchObject({ taxonomyId: 'cash-handling' });
  });

  it('keeps a short unknown item by its text, and not a sentence', () => {
    expect(skillOf('Rostering for 40 staff')?.skill).toEqual({ name: 'Rostering for 40 staff' });
    expect(skillOf('I am a hard worker who loves a challenge.')).toBeNull();
    expect(skillOf('Able to work weekends')).toBeNull();
  });

  it('sends a licence listed among skills to certificates', () => {
    expect(skillOf('Forklift licence')?.licenceId).toBe('forklift-licence');
  });

  it('takes from highlights only skills the taxonomy is sure of, never an ordinary word', () => {
    const found = skillsInHighlights(
      'Handled cash handling and customer service, used MYOB daily; good communication with the team and a go-getter attitude',
    ).map((s) => s.taxonomyId);
    expect(found).toEqual(expect.arrayContaining(['cash-handling', 'customer-service', 'myob']));
    expect(found).not.toContain('communication');
    expect(skillsInHighlights('Went to the store and made a plan to go further')).toEqual([]);
  });
});

describe('skills, more', () => {
  it('does not split inside brackets', () => {
    expect(skillItems('Microsoft Office (Word, Excel, Outlook), SAP')).toEqual([
      'Microsoft Office (Word, Excel, Outlook)',
      'SAP',
    ]);
  });

  it('takes no language and no leading verb from highlights as a skill', () => {
    expect(skillsInHighlights('Planned lessons for Year 9 English')).toEqual([]);
    expect(
      skillsInHighlights('Managed accounts, prepared reports and answered queries').map(
        (s) => s.name,
      ),
    ).not.toContain('Managed accounts');
  });
});

describe('two skills read as one item', () => {
  it('reads an item the taxonomy does not know that is wholly two skills it knows as those skills', () => {
    expect(joinedSkills('table service customer service')?.map((s) => s.taxonomyId)).toEqual([
      'table-service',
      'customer-service',
    ]);
    expect(joinedSkills('site set-up compaction')).toBeNull();
    expect(joinedSkills('customer service')).toBeNull();
  });
});

describe("a scan's skills with their ratings", () => {
  it('drops the rating column OCR read as noughts or letters, and keeps a list of two columns', () => {
    const row = (text: string) => ({
      text,
      page: 1,
      x: 50,
      y: 0,
      width: 300,
      fontSize: 11.5,
      bold: false,
      ocr: true,
    });
    const rated = withoutRatingColumn(
      ['React\t00000', 'Python', 'SQL\t®0000', 'AWS\t1 Jelele}'].map(row),
    );
    expect(rated.map((l) => l.text)).toEqual(['React', 'Python', 'SQL', 'AWS']);
    // Stars read as short words that name no skill ("Kk kk", "Frode"), or as marks alone: a
    // rating column too, and a skill the taxonomy knows in it ("SOA") goes with it.
    const stars = withoutRatingColumn(
      [
        'accounts payable\t•',
        'MYOB\t• kok',
        'Xero\tSOA',
        'financial reporting\t• Frode',
        'dementia care\t828-843',
        'MS Excel\t• Kk kk\t-',
      ].map(row),
    );
    expect(stars.map((l) => l.text)).toEqual([
      'accounts payable',
      'MYOB',
      'Xero',
      'financial reporting',
      'dementia care',
      'MS Excel',
    ]);
    // One row of two cells among rows whose rating OCR did not read at all.
    const one = withoutRatingColumn(
      ['SAP PM', 'isolation procedures\t11] Baia', 'hydraulics'].map(row),
    );
    expect(one.map((l) => l.text)).toEqual(['SAP PM', 'isolation procedures', 'hydraulics']);
    expect(readAsRating('• Kk kk')).toBe(true);
    expect(readAsRating('• k8s')).toBe(false);
    expect(readAsRating('• fit-off')).toBe(false);
    expect(readAsRating('• team leadership')).toBe(false);
    const listed = withoutRatingColumn(
      ['• formwork\t• power tools', '• framing\t• decking'].map(row),
    );
    expect(listed.map((l) => l.text)).toEqual([
      '• formwork\t• power tools',
      '• framing\t• decking',
    ]);
  });
});

describe('a colon inside a skill', () => {
  it("reads 'stock: control' as the skill a speck split, and 'Tools: Git' as a subheading", () => {
    expect(skillItems('stock: control, rostering, pastry')).toEqual([
      'stock control',
      'rostering',
      'pastry',
    ]);
    expect(skillItems('Tools: Git, Jira')).toEqual(['Git', 'Jira']);
  });
});

describe('a name the taxonomy knows as OCR misread it', () => {
  it('takes an unknown item one character from a known name, with a word of no known name, for a misreading', () => {
    expect(misreadOfKnown('EYLE')).toBe(true); // EYLF
    expect(misreadOfKnown('testand tag')).toBe(true); // test and tag
    expect(misreadOfKnown('EYLF')).toBe(false); // known
    // Real words stay, though one letter from a name ("inventory", Autodesk Inventor).
    expect(misreadOfKnown('inventory')).toBe(false);
    // Unknown, but near no known name.
    expect(misreadOfKnown('conduit')).toBe(false);
    expect(misreadOfKnown('Zorblax')).toBe(false);
    // A mark read for a space, every letter read: no misreading.
    expect(misreadOfKnown("site'safety")).toBe(false);
  });

  it('takes a short lower-case word the taxonomy knows only as a capitals acronym for no skill', () => {
    expect(lowerCaseAcronym('mmm', 'marketing-mix-modelling')).toBe(true);
    expect(lowerCaseAcronym('MMM', 'marketing-mix-modelling')).toBe(false);
    expect(lowerCaseAcronym('Xero', 'xero')).toBe(false);
  });
});
