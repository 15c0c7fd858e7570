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
  { id: 'apprentice', kind: 'occupation', label: 'Apprentice', aliases: ['Trade apprentice'] },
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
  skill(
    'cert-iii-individual-support',
    'Certificate III in Individual Support',
    ['Cert III Individual Support'],
    {
      kind: 'licence',
      category: 'health-aged-care',
      qualification: true,
    },
  ),
  skill('science', 'Science', [], { category: 'education' }),
  skill('aged-care', 'Aged care', [], { category: 'health-aged-care', sector: true }),
  skill('dementia-care', 'Dementia care', [], { category: 'health-aged-care' }),
  skill('research-and-development', 'Research and development', ['R&D']),
  tech('aws', 'AWS'),
  tech('aws-lambda', 'AWS Lambda', ['AWS (Lambda)']),
  skill('dispatch', 'Dispatch', [], { category: 'transport-logistics', ambiguous: true }),
  skill('order-picking', 'Order picking', ['Picking'], { category: 'transport-logistics' }),
  tech('microsoft-word', 'Microsoft Word', ['Word'], true),
  tech('deputy', 'Deputy', [], true),
  {
    id: 'pharmacist',
    kind: 'occupation',
    label: 'Pharmacist',
    aliases: [],
  },
  skill('white-card', 'White Card', ['General construction induction card'], {
    kind: 'licence',
    category: 'trades-construction',
  }),
  skill('first-aid', 'First Aid (HLTAID011)', ['First Aid'], { kind: 'licence' }),
  skill('first-aid-care', 'First Aid in an education and care setting (HLTAID012)', ['HLTAID012'], {
    kind: 'licence',
  }),
  skill('caterpillar', 'Caterpillar equipment', ['Caterpillar', 'CAT'], {
    category: 'mining-resources',
    ambiguous: true,
  }),
  skill('driver-licence', 'C class driver licence', ['Driver licence'], {
    kind: 'licence',
    category: 'transport-logistics',
  }),
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

  it('strips how a licence is held or a language spoken: "Manual forklift licence"', () => {
    expect(t.resolve('Manual forklift licence')?.id).toBe('forklift-licence');
    expect(t.resolve('Fluent Python')?.id).toBe('python');
  });

  it('reads a parenthesis when the words before it name nothing, and a unit code first', () => {
    expect(t.resolve('Construction Induction (White Card)')?.id).toBe('white-card');
    expect(t.resolve('First Aid (HLTAID012)')?.id).toBe('first-aid-care');
    expect(t.resolve('First Aid (current)')?.id).toBe('first-aid');
  });

  it('reads a make and its model number as the make: "CAT 777"', () => {
    expect(t.resolve('CAT 777')?.id).toBe('caterpillar');
    expect(t.resolve('Caterpillar 793F')?.id).toBe('caterpillar');
  });

  it('reads two names of one entry side by side as it: "RSA Responsible Service of Alcohol"', () => {
    expect(t.resolve('RSA Responsible Service of Alcohol')?.id).toBe(
      'responsible-service-of-alcohol',
    );
    expect(t.resolve('Victorian driver licence')?.id).toBe('driver-licence');
  });

  it('strips where an apprentice stands: "4th year apprentice", "First-year Apprentice"', () => {
    expect(t.resolve('4th year apprentice')?.id).toBe('apprentice');
    expect(t.resolve('First-year Apprentice')?.id).toBe('apprentice');
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

  it('leaves out what the text says is not needed anywhere in it, and how it is said', () => {
    expect(ids("We're not a Java shop, so no Java required. Python daily.")).toEqual(['python']);
    expect(ids('You do not need to be a pharmacist. Order picking.')).toEqual(['order-picking']);
    expect(ids("You don't need Kubernetes experience, but Python helps.")).toEqual(['python']);
    expect(ids('Forklift licence, Python. Kubernetes is not essential.')).toEqual([
      'forklift-licence',
      'python',
    ]);
  });

  it('leaves out qualifications and the names within their titles, unless asked', () => {
    const text =
      'Must have: Cert III Individual Support or a Bachelor of Science (Nursing), and dementia care.';
    expect(ids(text)).toEqual(['dementia-care']);
    expect(t.extract(text, { qualifications: true }).map((m) => m.id)).toEqual([
      'cert-iii-individual-support',
      'science',
      'dementia-care',
    ]);
    // The title ends with its clause: what follows "and" is asked for on its own.
    expect(ids('Certificate III in Logistics and dementia care.')).toEqual(['dementia-care']);
    expect(ids('Science teaching wanted.')).toEqual(['science']);
  });

  it('leaves out sector names, and skills named as a place ("an aged care home", "the R&D team")', () => {
    expect(ids('Aged care home seeks staff for dementia care.')).toEqual(['dementia-care']);
    expect(t.extract('Ten years in aged care.', { sectors: true }).map((m) => m.id)).toEqual([
      'aged-care',
    ]);
    expect(ids('Samples go to the R&D team.')).toEqual([]);
    expect(ids('Led R&D for new products.')).toEqual(['research-and-development']);
  });

  it('does not end a name inside a parenthesis it opened', () => {
    expect(ids('Runs on AWS (Lambda, SQS).')).toEqual(['aws']);
    expect(ids('Runs on AWS (Lambda).')).toEqual(['aws-lambda']);
  });

  it('takes an ambiguous name from a product, an everyday activity or a pair', () => {
    // An everyday activity of a sector in any case, near a clear name of the sector.
    expect(ids('Order picking, dispatch and receiving.')).toEqual(['order-picking', 'dispatch']);
    expect(ids('Dispatch of the sales report.')).toEqual([]);
    // A product used.
    expect(ids('Handle rostering in Deputy.')).toEqual(['deputy']);
    expect(ids('Reports to the Deputy Principal.')).toEqual([]);
    // Two ambiguous names of one category vouch for each other.
    expect(ids('Good knowledge of Word and Teams.')).toEqual(['microsoft-word', 'microsoft-teams']);
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
