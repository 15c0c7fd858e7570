// With the data files: qualifiers stripped around a name (not inside it), a unit code beside or
// in a name saying which entry it is, and merged entries' names reaching the entry they joined.
import { describe, expect, it } from 'vitest';
import { taxonomy } from '.';

const ids = (text: string) => taxonomy.extract(text).map((m) => m.id);

describe('qualifiers, unit codes and merged entries', () => {
  it('strips qualifiers before and after a name, keeping the words inside it', () => {
    expect(taxonomy.resolve('Victorian Working with Children Check')?.id).toBe(
      'working-with-children-check',
    );
    expect(taxonomy.resolve('Provisional VIT registration')?.id).toBe('teacher-registration');
    expect(taxonomy.resolve('Forklift licence', 'skill')).toBeNull();
  });

  it('reads a name beside a unit code as the code says', () => {
    expect(
      taxonomy.resolve('HLTAID012 Provide First Aid in an education and care setting')?.id,
    ).toBe('first-aid-education-and-care');
    expect(ids('First Aid (HLTAID012), anaphylaxis')).not.toContain('first-aid-certificate');
    expect(ids('HLTAID012 Provide First Aid')).toEqual(['first-aid-education-and-care']);
  });

  it('finds merged names as the entry they joined, and still knows the old id', () => {
    expect(ids('Manual handling training and a manual handling ticket')).toEqual([
      'manual-handling',
      'manual-handling',
    ]);
    expect(taxonomy.byId('manual-handling-training')?.replacedBy).toBe('manual-handling');
  });

  it('reads two names joined by "and" that share words as the first of them', () => {
    expect(taxonomy.resolve('Accounts payable and receivable')?.id).toBe('accounts-payable');
    expect(taxonomy.resolve('NSW Class 1A and 1C security licence')?.id).toBe('security-licence');
    expect(taxonomy.resolve('hand and power tools')?.id).toBe('hand-tools');
    expect(taxonomy.resolve('Secondary Mathematics and Physics Teacher')?.kind).toBe('occupation');
    // Both sides must be names, and two whole names side by side are two.
    expect(taxonomy.resolve('First Aid and CPR ticket')).toBeNull();
    expect(taxonomy.resolve('accounts payable and lunch')).toBeNull();
  });

  it('reads a name before words of what is done with it, and not after other words', () => {
    expect(taxonomy.resolve('hot water system replacements')?.id).toBe('hot-water-systems');
    expect(taxonomy.resolve('Approved Manager licence')?.id).toBe('liquor-licensee-approval');
    // Words before a name make another label: a resume's "Tools Git" is a subheading and a
    // skill, "Tom Baker" a name (the resume parser asks resolve whether a line is one name).
    expect(taxonomy.resolve('Tools Git')).toBeNull();
    expect(taxonomy.resolve('Tom Baker')).toBeNull();
    expect(taxonomy.resolve('month end accruals')).toBeNull();
  });
});

describe('what the employer does and how many', () => {
  it('leaves out "we are recruiting" and a count\'s plural read as a name\'s first word', () => {
    expect(ids('We are recruiting dump truck operators. Now recruiting!')).toEqual([
      'dump-truck-operator',
    ]);
    expect(ids('3 years end-to-end payroll.')).toEqual(['payroll-processing']);
    expect(ids('Recruiting and onboarding of new staff.')).toContain('recruitment');
  });

  it('takes an everyday item of a list with a note in parentheses', () => {
    expect(ids('Treatments: facials, waxing (incl. brazilian), lash lifts.')).toContain('waxing');
  });
});
