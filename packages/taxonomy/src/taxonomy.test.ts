// The rules of the lookup, on a small taxonomy written here (the data files have their own
// checks in data.test.ts).
import { describe, expect, it } from 'vitest';
import type { TaxonomyEntry } from './entries';
import { normalise } from './normalise';
import { createTaxonomy } from './taxonomy';

const skill = (
  id: string,
  label: string,
  aliases: string[] = [],
  extra: Partial<TaxonomyEntry> = {},
): TaxonomyEntry => ({ id, kind: 'skill', label, aliases, category: 'general', ...extra });
const tech = (id: string, label: string, aliases: string[] = [], ambiguous = false) =>
  skill(id, label, aliases, { category: 'technology', ambiguous });

const t = createTaxonomy([
  skill('microsoft-excel', 'Microsoft Excel', ['Excel', 'MS Excel'], {
    category: 'office-finance',
    misspellings: ['Excell'],
  }),
  skill('responsible-service-of-alcohol', 'Responsible Service of Alcohol', ['RSA', 'RSA cert'], {
    kind: 'licence',
    category: 'hospitality',
  }),
  skill('forklift-licence', 'Forklift licence', ['LF licence', 'Forklift ticket'], {
    kind: 'licence',
    category: 'transport-logistics',
  }),
  skill('e-commerce', 'E-commerce', ['Online retail'], { category: 'retail' }),
  skill('customer-service', 'Customer service'),
  tech('java', 'Java'),
  tech('javascript', 'JavaScript', ['JS', 'ECMAScript']),
  tech('node-js', 'Node.js', ['NodeJS']),
  tech('c-sharp', 'C#', ['C Sharp']),
  tech('c-plus-plus', 'C++'),
  tech('dotnet', '.NET', ['dotnet']),
  tech('kubernetes', 'Kubernetes', ['k8s']),
  tech('python', 'Python'),
  tech('react', 'React', ['React.js', 'ReactJS'], true),
  tech('go', 'Go', ['Golang'], true),
  tech('r', 'R', [], true),
  tech('c', 'C', [], true),
  tech('microsoft-teams', 'Microsoft Teams', ['Teams'], true),
  tech('microsoft-outlook', 'Microsoft Outlook', ['Outlook']),
  tech('ibm-i', 'IBM i', ['System i']),
  skill('information-technology', 'Information technology', ['IT'], {
    category: 'technology',
    ambiguous: true,
  }),
  {
    id: 'electrician-general',
    kind: 'occupation',
    label: 'Electrician (General)',
    aliases: ['Electrician', 'Sparky', 'Sparkie'],
  },
  {
    id: 'registered-nurse',
    kind: 'occupation',
    label: 'Registered Nurse',
    aliases: ['RN'],
  },
  skill('withdrawn-skill', 'Old skill', [], { withdrawn: true }),
]);

const ids = (text: string) => t.extract(text).map((m) => m.id);

describe('normalise', () => {
  it('folds case, accents, punctuation, plurals and American spelling', () => {
    expect(normalise('Café  Management')).toBe('cafe management');
    expect(normalise('Forklifts')).toBe('forklift');
    expect(normalise("Driver's License")).toBe('driver licence');
    expect(normalise('Node.js')).toBe(normalise('NodeJS'));
    expect(normalise('C#')).toBe('csharp');
    expect(normalise('C++')).toBe('cplusplus');
    expect(normalise('.NET')).toBe('dotnet');
    expect(normalise('Classes')).toBe('class');
    expect(normalise('Analytics')).toBe('analytics');
  });
});

describe('resolve', () => {
  it('finds an entry by its label, an alias, an abbreviation or a misspelling', () => {
    for (const label of ['Microsoft Excel', 'excel', 'MS-Excel', 'Excell', 'ms excel']) {
      expect(t.resolve(label)?.id, label).toBe('microsoft-excel');
    }
    expect(t.resolve('RSA')?.id).toBe('responsible-service-of-alcohol');
    expect(t.resolve('RSA cert')?.id).toBe('responsible-service-of-alcohol');
    expect(t.resolve('k8s')?.id).toBe('kubernetes');
    expect(t.resolve('sparky')?.id).toBe('electrician-general');
    expect(t.resolve('ecommerce')?.id).toBe('e-commerce');
  });

  it('strips qualifiers: "Python (primary)", "Advanced Excel", "strong Java skills"', () => {
    expect(t.resolve('Python (primary)')?.id).toBe('python');
    expect(t.resolve('Advanced Excel')?.id).toBe('microsoft-excel');
    expect(t.resolve('strong Java skills')?.id).toBe('java');
    expect(t.resolve('Experience with Kubernetes')?.id).toBe('kubernetes');
  });

  it('answers null for what it does not know, and never a withdrawn entry', () => {
    expect(t.resolve('Underwater basket weaving')).toBeNull();
    expect(t.resolve('Old skill')).toBeNull();
    expect(t.byId('withdrawn-skill')?.label).toBe('Old skill');
  });

  it('narrows to a kind when asked', () => {
    expect(t.resolve('Electrician', 'skill')).toBeNull();
    expect(t.resolve('Electrician', 'occupation')?.id).toBe('electrician-general');
  });
});

describe('suggest', () => {
  it('suggests by prefix, labels first, one entry once', () => {
    const suggestions = t.suggest('ja');
    expect(suggestions.map((s) => s.id)).toEqual(['java', 'javascript']);
    expect(t.suggest('exc').map((s) => s.id)).toEqual(['microsoft-excel']);
    expect(t.suggest('exc')[0]?.matched).toBe('Excel');
  });

  it('suggests by typo when nothing starts with the text', () => {
    expect(t.suggest('kubernets').map((s) => s.id)).toEqual(['kubernetes']);
    expect(t.suggest('pyhton').map((s) => s.id)).toEqual(['python']);
    expect(t.suggest('zz')).toEqual([]);
  });
});

describe('extract', () => {
  it('finds whole words only: Java is not in JavaScript, React not in reactive', () => {
    expect(ids('We use JavaScript and a reactive design.')).toEqual(['javascript']);
    expect(ids('Java and JavaScript developers')).toEqual(['java', 'javascript']);
  });

  it('says where each mention stands and how it was written', () => {
    const text = 'Needs RSA and a forklift ticket.';
    expect(t.extract(text)).toEqual([
      expect.objectContaining({
        id: 'responsible-service-of-alcohol',
        start: 6,
        end: 9,
        text: 'RSA',
      }),
      expect.objectContaining({ id: 'forklift-licence', text: 'forklift ticket' }),
    ]);
  });

  it('prefers the longest name: "MS Excel" once, not "Excel" too', () => {
    expect(ids('Skilled in MS Excel.')).toEqual(['microsoft-excel']);
  });

  it('finds plurals, punctuation and spelling variants', () => {
    expect(ids('Experience with Node.js, C#, C++ and .NET; forklift licenses.')).toEqual([
      'node-js',
      'c-sharp',
      'c-plus-plus',
      'dotnet',
      'forklift-licence',
    ]);
  });

  it('takes ambiguous short words only in a clear technical context, as written', () => {
    expect(ids('We go the extra mile to react quickly.')).toEqual([]);
    expect(ids('Go the extra mile for every customer service call.')).toEqual(['customer-service']);
    expect(ids('Backend developer: Go, Python and Kubernetes.')).toEqual([
      'go',
      'python',
      'kubernetes',
    ]);
    expect(ids('Statistical programming in R and Python.')).toEqual(['r', 'python']);
    expect(ids('Section R of the form, and plan C.')).toEqual([]);
    expect(ids('Frontend in React with TypeScript and JavaScript.')).toContain('react');
    expect(ids('Support the IT helpdesk.')).toEqual(['information-technology']);
    expect(ids('Tell us what it is like.')).toEqual([]);
  });

  it('takes an ambiguous everyday name only as it is written (case and form)', () => {
    expect(ids('Meetings on Teams and Outlook.')).toEqual(['microsoft-teams', 'microsoft-outlook']);
    expect(ids('Join the team using Outlook.')).toEqual(['microsoft-outlook']);
    expect(ids('Team meetings in Outlook.')).toEqual(['microsoft-outlook']);
  });

  it('never takes a name across a sentence or list break', () => {
    expect(ids('Trained on the new rostering system. I also drove')).toEqual([]);
    expect(ids('Worked on System i for years')).toEqual(['ibm-i']);
    expect(ids('Skills: Microsoft Excel, Node.js; C#.')).toEqual([
      'microsoft-excel',
      'node-js',
      'c-sharp',
    ]);
  });

  it('leaves out what the text says is not needed', () => {
    expect(ids('No forklift licence needed; customer service a plus.')).toEqual([
      'customer-service',
    ]);
    expect(ids('Python not required, Kubernetes is.')).toEqual(['kubernetes']);
    expect(ids('You will work without Excel.')).toEqual([]);
    expect(ids('Kubernetes: essential.')).toEqual(['kubernetes']);
  });

  it("knows an occupation's usual skills by id", () => {
    const withUsual = createTaxonomy([
      skill('wound-care', 'Wound care'),
      {
        id: 'rn',
        kind: 'occupation',
        label: 'RN',
        aliases: [],
        skills: ['Wound care', 'Unknown'],
      } as TaxonomyEntry,
    ]);
    expect([...withUsual.usualSkills('rn')]).toEqual(['wound-care']);
    expect([...withUsual.usualSkills('no-such')]).toEqual([]);
  });

  it('keeps skills and occupations in their own id spaces', () => {
    const both = createTaxonomy([
      skill('chef', 'Cooking (chef skills)'),
      { id: 'chef', kind: 'occupation', label: 'Chef', aliases: [] },
    ]);
    expect(both.byId('chef')?.kind).toBe('skill');
    expect(both.byId('chef', 'occupation')?.label).toBe('Chef');
    expect(both.byId('chef', 'licence')).toBeUndefined();
    expect(t.byId('electrician-general')?.kind).toBe('occupation');
  });

  it('finds occupations by their informal titles, and abbreviations in the plural', () => {
    expect(ids('Sparky wanted for domestic work.')).toEqual(['electrician-general']);
    expect(ids('RNs wanted for night shift.')).toEqual(['registered-nurse']);
  });

  it('extracts every mention of a long text (its speed is a bench figure)', () => {
    const paragraph =
      'Experienced developer with JavaScript, Node.js, Kubernetes and Python. Holds RSA and a ' +
      'forklift licence. Strong customer service in e-commerce and retail with Microsoft Excel. ';
    const text = paragraph.repeat(40); // about two pages
    const mentions = t.extract(text);
    expect(mentions.length).toBe(40 * t.extract(paragraph).length);
  });
});
