// The rules of extraction and resolution that read a text as a recruiter does (written forms of
// names, context, places, headings, languages), on a small taxonomy written here.
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
const licence = (id: string, label: string, aliases: string[] = [], extra = {}) =>
  skill(id, label, aliases, { kind: 'licence', category: 'general', ...extra });
const tech = (id: string, label: string, aliases: string[] = [], ambiguous = false) =>
  skill(id, label, aliases, { category: 'technology', ambiguous });
const occupation = (id: string, label: string, aliases: string[] = []): TaxonomyEntry => ({
  id,
  kind: 'occupation',
  label,
  aliases,
});

const t = createTaxonomy([
  skill('isolation', 'Isolation and tagging', [], { category: 'trades-construction' }),
  skill('drill-and-blast', 'Drill and blast', [], { category: 'mining-resources' }),
  licence('asthma-anaphylaxis', 'Asthma and anaphylaxis training'),
  licence('food-safety-supervisor', 'Food safety supervisor certificate'),
  skill('forklift-operation', 'Forklift operation', ['Counterbalance'], {
    category: 'transport-logistics',
  }),
  skill('stocktaking', 'Stocktaking', ['Stock take'], { category: 'retail' }),
  tech('powerpoint', 'Microsoft PowerPoint', ['PowerPoint']),
  tech('indesign', 'Adobe InDesign', ['InDesign']),
  tech('help-desk', 'Help desk support', ['Help desk']),
  skill('order-taking', 'Order taking', ['Taking orders'], { category: 'hospitality' }),
  skill('complaints', 'Complaint handling', ['Handling complaints']),
  skill('voice-of-the-customer', 'Voice of the customer', ['VOC']),
  licence('ewp', 'EWP licence', ['EWP', 'Elevated work platform licence']),
  skill('physiotherapy', 'Physiotherapy', ['Physio'], { category: 'health-aged-care' }),
  occupation('physiotherapist', 'Physiotherapist', ['Physio']),
  skill('barista', 'Barista', [], { category: 'hospitality' }),
  occupation('barista', 'Barista'),
  tech('chef-infra', 'Chef', [], true),
  occupation('chef', 'Chef'),
  occupation('registered-nurse', 'Registered Nurse', ['Nurse']),
  occupation('shearer', 'Shearer'),
  occupation('magistrate', 'Magistrate'),
  occupation('educator', 'Child Care Worker', ['Educator']),
  licence('itil', 'ITIL Foundation'),
  licence('driver-licence', 'C class driver licence', ['Driver licence']),
  licence('worker-screening', 'NDIS Worker Screening Check', ['NDIS worker screening']),
  skill('earthmoving', 'Earthmoving', [], { category: 'trades-construction' }),
  skill('bottle-shop', 'Bottle shop operations', ['Bottle shop'], { category: 'retail' }),
  skill('family-law', 'Family law', [], { category: 'office-finance' }),
  skill('prescription', 'Equipment prescription', [], { category: 'health-aged-care' }),
  skill('home-modifications', 'Home modifications', [], { category: 'health-aged-care' }),
  skill('drug-and-alcohol', 'Alcohol and other drugs', ['Drug and alcohol'], {
    category: 'health-aged-care',
  }),
  tech('shopify', 'Shopify'),
  tech('platform-engineering', 'Platform engineering'),
  tech('outlook', 'Microsoft Outlook', ['Outlook'], true),
  tech('teams', 'Microsoft Teams', ['Teams'], true),
  licence('builder-licence', 'Builder licence', ['Builders licence']),
  licence('cism', 'CISM'),
  skill('cleaning', 'Cleaning', [], { ambiguous: true }),
  skill('restocking', 'Stock replenishment', ['Restocking'], { category: 'retail' }),
  skill('cash-handling', 'Cash handling', [], { category: 'retail' }),
  licence('asic', 'ASIC', ['Aviation Security Identification Card'], {
    ambiguous: true,
    category: 'transport-logistics',
  }),
  skill('cbt', 'Cognitive behavioural therapy', ['CBT'], {
    category: 'health-aged-care',
    ambiguous: true,
  }),
  tech('compass', 'Compass', [], true),
  skill('critical-care', 'Critical care', [], { category: 'health-aged-care' }),
  skill('hospitality-management', 'Hospitality management', [], { category: 'hospitality' }),
  skill('email-marketing', 'Email marketing', ['EDM'], {
    category: 'office-finance',
    ambiguous: true,
  }),
  skill('social-media', 'Social media marketing', [], { category: 'office-finance' }),
  skill('vietnamese', 'Vietnamese', [], { language: true }),
  skill('italian', 'Italian', [], { language: true }),
  skill('hindi', 'Hindi', [], { language: true }),
  skill('arrernte', 'Arrernte', ['Arrernte language'], { language: true }),
  skill('mobile-plant', 'Mobile plant maintenance', ['Mobile plant'], {
    category: 'mining-resources',
  }),
  skill('maths', 'Mathematics', ['Maths'], { category: 'education' }),
  occupation('fitter', 'Fitter (General)', ['Maintenance Fitter']),
  occupation('tutor', 'Private Tutor', ['Tutor']),
  tech('azure', 'Microsoft Azure', ['Azure']),
  tech('dam', 'Digital asset management', ['DAM']),
  skill('met-call', 'Deteriorating patient management', ['MET call'], {
    category: 'health-aged-care',
  }),
  skill('sales', 'Sales', [], { ambiguous: true }),
  skill('customer-service', 'Customer service'),
  skill('rostering', 'Rostering', [], { category: 'retail' }),
  occupation('ceo', 'Chief Executive', ['CEO']),
  occupation('architect', 'Architect'),
  occupation('bank-worker', 'Bank Worker', ['Bank Teller']),
  skill('code-of-practice', 'General Insurance Code of Practice', [], {
    category: 'office-finance',
  }),
  skill('wiring-rules', 'AS/NZS 3000', ['Wiring Rules'], { category: 'trades-construction' }),
  skill('coaching', 'Coaching'),
  occupation('store-manager', 'Retail Manager', ['Store manager']),
  tech('python', 'Python'),
  tech('pandas', 'pandas', ['Python pandas']),
  skill('rotation', 'Stock rotation', ['Rotation'], { category: 'retail', ambiguous: true }),
  skill('cash-handling-2', 'Handling cash', [], { category: 'retail' }),
  skill('pcr', 'PCR', ['qPCR'], { category: 'general', ambiguous: true }),
  skill('reporting', 'Reporting', [], { category: 'office-finance', ambiguous: true }),
  skill('compliance', 'Compliance', [], { category: 'office-finance', ambiguous: true }),
  skill('payroll', 'Payroll', [], { category: 'office-finance' }),
  occupation('apprentice', 'Apprentice'),
  occupation('baker', 'Baker'),
  occupation('boilermaker', 'Boilermaker', ['Boilermaker Welder']),
  occupation('welder', 'Welder'),
  occupation('fitter-welder', 'Fitter-Welder'),
  occupation('fitter', 'Fitter'),
  occupation('gp', 'General Practitioner', ['GP']),
  skill('as1554', 'AS/NZS 1554', [], { category: 'trades-construction' }),
  skill('cable-termination', 'Cable termination', ['Terminations'], {
    category: 'trades-construction',
    ambiguous: true,
  }),
  skill('termination-payments', 'Termination payments', ['Terminations'], {
    category: 'office-finance',
    ambiguous: true,
  }),
  skill('leave', 'Leave calculations', [], { category: 'office-finance' }),
  skill('fault-finding', 'Fault finding', [], { category: 'trades-construction' }),
  skill('header', 'Combine harvester operation', ['Header'], {
    category: 'agriculture',
    ambiguous: true,
  }),
  skill('chaser-bin', 'Chaser bin operation', ['Chaser bin'], { category: 'agriculture' }),
  skill('social-work', 'Social work', [], { category: 'health-aged-care' }),
]);

const ids = (text: string) => t.extract(text).map((m) => m.id);

describe('written forms of a name', () => {
  it('reads "&" as "and" ("Isolation & Tagging", "Asthma & Anaphylaxis training")', () => {
    expect(normalise('Drill & Blast')).toBe(normalise('Drill and blast'));
    expect(normalise('R&D')).toBe('r and d');
    expect(ids('Isolation & Tagging, Drill & Blast')).toEqual(['isolation', 'drill-and-blast']);
    expect(ids('Asthma & Anaphylaxis training')).toEqual(['asthma-anaphylaxis']);
  });

  it('reads the short forms of a name\'s words ("Food Safety Supervisor cert")', () => {
    expect(normalise('Cert III')).toBe(normalise('Certificate III'));
    expect(t.resolve('Food Safety Supervisor cert')?.id).toBe('food-safety-supervisor');
    expect(ids('Holds a food safety supervisor cert.')).toEqual(['food-safety-supervisor']);
  });

  it('finds a compound written in one word or two', () => {
    expect(ids('Drove a counter balance; did the stocktake.')).toEqual([
      'forklift-operation',
      'stocktaking',
    ]);
    expect(t.resolve('counter balance')?.id).toBe('forklift-operation');
    expect(ids('Level 1 helpdesk')).toEqual(['help-desk']);
  });

  it("splits a product's name only where it is written with capitals, never after a small word", () => {
    expect(ids('Decks in Power Point.')).toEqual(['powerpoint']);
    expect(ids('A degree in design, power point skills')).toEqual([]);
  });

  it("finds a name led by a verb in the verb's other regular forms", () => {
    expect(ids('I take orders and handled complaints.')).toEqual(['order-taking', 'complaints']);
    expect(t.resolve('take orders')?.id).toBe('order-taking');
    // A verb's form yields to a name beginning inside it and going further.
    expect(ids('Handled cash handling daily.')).toEqual(['cash-handling']);
    expect(ids('Handled cash daily.')).toEqual(['cash-handling-2']);
  });

  it('reads a standard however its number is joined ("AS3000", "AS/NZS3000:2018")', () => {
    for (const written of ['AS/NZS 3000', 'AS 3000', 'AS3000', 'AS/NZS3000', 'AS NZS 3000'])
      expect(t.resolve(written)?.id, written).toBe('wiring-rules');
    expect(t.extract('Knowledge of AS/NZS3000:2018.').map((m) => m.text)).toEqual(['AS/NZS3000']);
    expect(ids('Such as 3000 staff.')).toEqual([]);
  });
});

describe('readings of a name', () => {
  it('reads an abbreviation after the words it spells as those words', () => {
    // VOC spelled out as something the taxonomy does not know: not "Voice of the customer".
    expect(ids('Verification of Competency (VOC) on haul trucks')).toEqual([]);
    // Spelled out as the entry's own name, it stays.
    expect(ids('Elevated Work Platform (EWP)')).toEqual(['ewp']);
    expect(ids('We listen to the VOC daily.')).toEqual(['voice-of-the-customer']);
  });

  it('reads a name that is a skill and a title once: the person in the plural, after an article or in a heading', () => {
    expect(t.extract('Chest physio and gait training.').map((m) => m.kind)).toEqual(['skill']);
    expect(t.extract('Liaise with their physio.').map((m) => m.kind)).toEqual(['occupation']);
    expect(t.extract('Three physios and a Pilates room.').map((m) => m.kind)).toEqual([
      'occupation',
    ]);
    expect(t.extract('Barista – Specialty cafe\nPulled coffees.').map((m) => m.kind)).toEqual([
      'occupation',
    ]);
  });

  it('resolves a shared name to the person in the plural, else to an entry whose name is not an everyday word', () => {
    expect(t.resolve('chef')?.kind).toBe('occupation');
    expect(t.resolve('Chef')?.kind).toBe('occupation');
    expect(t.resolve('Chef', 'skill')?.id).toBe('chef-infra');
    expect(t.resolve('physio')?.kind).toBe('skill');
    expect(t.resolve('physios')?.kind).toBe('occupation');
    expect(ids('Chef wanted for our bistro.')).toEqual(['chef']);
  });

  it('resolves without versions, states, regulators and "clearance"', () => {
    expect(t.resolve('ITIL v4 Foundation')?.id).toBe('itil');
    expect(t.resolve('NSW driver licence')?.id).toBe('driver-licence');
    expect(t.resolve('NDIS worker screening clearance')?.id).toBe('worker-screening');
  });

  it('takes generic titles of the data ("Nurse", "Educator"), in the plural too', () => {
    expect(ids('Works with nurses and educators.')).toEqual(['registered-nurse', 'educator']);
  });
});

describe('what is a place, a heading or a modifier', () => {
  it('leaves out names joined to a place word by "and" ("an earthmoving and civil company")', () => {
    expect(ids('An earthmoving and civil company.')).toEqual([]);
    // Not when the words after "and" are a name of their own.
    expect(ids('Equipment prescription and minor home modifications.')).toEqual([
      'prescription',
      'home-modifications',
    ]);
  });

  it('leaves out a name ending with a place word after an article ("our bottle shop")', () => {
    expect(ids('RSA an advantage for our bottle shop.')).toEqual([]);
    expect(ids('Bottle shop experience.')).toEqual(['bottle-shop']);
  });

  it('reads more words as places and tests: court, practice, test', () => {
    expect(ids('A small family law practice.')).toEqual([]);
    expect(ids('Appear at the Magistrate court.')).toEqual([]);
    expect(ids('Pass a drug and alcohol test.')).toEqual([]);
  });

  it("keeps a title's occupation before a place word: it names the trade", () => {
    const occupations = (text: string) =>
      t
        .extract(text)
        .filter((m) => m.kind === 'occupation')
        .map((m) => m.text);
    expect(occupations('Registered Nurse Ward 4B - Night Shift')).toEqual(['Registered Nurse']);
    expect(occupations('Seeking a Registered Nurse for our surgical ward.')).not.toEqual([]);
    expect(occupations('Appear at the Magistrate court.')).toEqual([]);
  });

  it('keeps a product before a place word, not before a team', () => {
    expect(ids('Built a Shopify store.')).toEqual(['shopify']);
    expect(ids('Join our platform engineering team.')).toEqual([]);
    expect(ids('Helped users with Outlook, Teams and OneDrive.')).toEqual(['outlook', 'teams']);
  });

  it("leaves out a heading's skills outside the trade's part, keeping products and the trade", () => {
    const advert = 'Maintenance Fitter – Mobile Plant | FIFO\nServices on mobile plant.';
    expect(t.extract(advert).map((m) => [m.id, m.text])).toEqual([
      ['fitter', 'Maintenance Fitter'],
      ['mobile-plant', 'mobile plant'],
    ]);
    expect(ids('Maths tutors – casual\nYear 3 to 12.')).toEqual(['maths', 'tutor']);
    expect(ids('Cloud Engineer – Azure\nMigrations.')).toEqual(['azure']);
    // The first part is the job's own name, whatever it names.
    expect(ids('Stocktaking & Cash handling – Sydney\nCasual.')).toEqual([
      'stocktaking',
      'cash-handling',
    ]);
    // A first line that is a sentence is no heading.
    expect(ids('Mobile plant maintenance for ten years.\nThen more.')).toEqual(['mobile-plant']);
  });

  it('leaves out an occupation that qualifies another word', () => {
    expect(ids("The old shearers' quarters.")).toEqual([]);
    expect(ids('A 25-chef brigade.')).toEqual([]);
    expect(ids("Managed the CEO's diary.")).toEqual(['ceo']);
  });

  it('reads no place in a place word that begins a name ("coaching store managers")', () => {
    expect(ids('By coaching store managers.')).toEqual(['coaching', 'store-manager']);
  });

  it('never reads a name across a parenthesis it does not have ("Python (pandas)")', () => {
    expect(ids('Reporting with Python (pandas).')).toEqual(['python', 'pandas']);
    expect(ids('Python pandas daily.')).toEqual(['pandas']);
  });

  it('keeps the last items of a list before a place word, and long names ending with one', () => {
    expect(ids('Call on builders, architects and hardware stores.')).toEqual(['architect']);
    expect(ids('Knowledge of the General Insurance Code of Practice.')).toEqual([
      'code-of-practice',
    ]);
  });

  it('reads names joined by "/" in a heading as one job', () => {
    expect(ids('Bank Teller / Customer Service – Mudgee\nDeposits.')).toEqual([
      'bank-worker',
      'customer-service',
    ]);
  });
});

describe('context', () => {
  it('reads a need negated further back, and a plus that is "not essential" as asked for', () => {
    expect(ids("We don't need you to hold a builders licence.")).toEqual([]);
    expect(ids('CISM valued but not essential.')).toEqual(['cism']);
  });

  it('takes an everyday activity that is a list item of its own beside a clear skill', () => {
    expect(ids('Duties: cleaning, restocking and cash handling.')).toEqual([
      'cleaning',
      'restocking',
      'cash-handling',
    ]);
    expect(ids('Cleaning up after yourself is expected.')).toEqual([]);
    // A list opens after "with", "on"... only when a comma follows the item.
    expect(ids('Night shifts on rotation. Customer service.')).toEqual(['customer-service']);
    expect(ids('Help on rotation, customer service.')).toEqual(['rotation', 'customer-service']);
  });

  it('takes an ambiguous licence near how it is held, a health name near care words, a product used', () => {
    expect(ids('Valid ASIC or able to obtain one.')).toEqual(['asic']);
    expect(ids('ASIC rules on disclosure.')).toEqual([]);
    expect(ids('Assessment and therapy (CBT).')).toEqual(['cbt']);
    expect(ids('I use Compass for rolls.')).toEqual(['compass']);
  });

  it('never reads a word written with one capital as an acronym ("Olympic Dam", "Met call targets")', () => {
    expect(ids('Five years at Olympic Dam.')).toEqual([]);
    expect(ids('Met call quality targets.')).toEqual([]);
    expect(ids('Ran our DAM and MET call audits.')).toEqual(['dam', 'met-call']);
    expect(ids('Our dam project.')).toEqual(['dam']);
  });

  it('takes no transferable skill on the word of another transferable skill alone', () => {
    expect(ids('Customer service focus; drive sales of our range.')).toEqual(['customer-service']);
    // As a list's first item after the word that opens it, it counts.
    expect(ids('Help with sales, rostering and customer service.')).toEqual([
      'sales',
      'rostering',
      'customer-service',
    ]);
  });

  it('takes a name with a capital inside a word as written, with no other cue ("qPCR")', () => {
    expect(ids('I run qPCR daily.')).toEqual(['pcr']);
    expect(ids('I run qpcr daily.')).toEqual([]);
    expect(ids('I run PCR daily.')).toEqual([]);
  });

  it('takes a long everyday word of an ambiguous entry only in context ("compliance")', () => {
    expect(ids('We ensure compliance with our policies.')).toEqual([]);
    expect(ids('Payroll, compliance and reporting.')).toEqual([
      'payroll',
      'compliance',
      'reporting',
    ]);
  });

  it('reads "reporting to" as the line of report, not the skill', () => {
    expect(ids('Payroll officer reporting to the CEO.')).toEqual(['payroll', 'ceo']);
  });

  it('reads a title that qualifies the next as part of it ("Apprentice Bakers")', () => {
    expect(ids('Apprentice Bakers considered.')).toEqual(['baker']);
    expect(ids('We train apprentices.')).toEqual(['apprentice']);
  });

  it('reads the plural of an abbreviation as written ("EDMs")', () => {
    expect(ids('EDMs and social media marketing.')).toEqual(['email-marketing', 'social-media']);
  });

  it('leaves out the names in more kinds of qualification titles, keeping their holders', () => {
    expect(ids('Completed my Grad Cert in Critical Care in 2020.')).toEqual([]);
    expect(ids('Adv Dip of Hospitality Management.')).toEqual([]);
    expect(ids('Mentor diploma and cert III educators.')).toEqual(['educator']);
  });

  it('takes a language only where the text speaks of speaking it', () => {
    expect(ids('I speak Hindi and Vietnamese.')).toEqual(['hindi', 'vietnamese']);
    expect(ids('Fluent Italian.')).toEqual(['italian']);
    expect(ids('Some Arrernte language.')).toEqual(['arrernte']);
    expect(ids('A busy Vietnamese restaurant and an Italian cafe.')).toEqual([]);
  });

  it('reads a title written with a slash between two titles as both ("Boilermaker / Welder")', () => {
    expect(ids('Boilermaker / Welder wanted.')).toEqual(['boilermaker', 'welder']);
    expect(ids('Boilermaker Welder wanted.')).toEqual(['boilermaker']);
    expect(ids('Fitter/Welder wanted.')).toEqual(['fitter-welder']);
  });

  it('reads capitals after a standard\'s number as its categories ("AS/NZS 1554 GP and SP")', () => {
    expect(ids('Welding to AS/NZS 1554 (GP and SP).')).toEqual(['as1554']);
    expect(ids('Call 0400 123 456, GP referral needed.')).toEqual(['gp']);
  });

  it('reads a word naming two skills by its topic, not as a list item ("terminations")', () => {
    expect(ids('Handle new starters and terminations, leave calculations.')).toEqual([
      'termination-payments',
      'leave',
    ]);
    expect(ids('Duties: terminations, fault finding.')).toEqual([
      'cable-termination',
      'fault-finding',
    ]);
  });

  it('takes an everyday farm name near farm work ("header")', () => {
    expect(ids('Driving the header and the chaser bin at harvest.')).toEqual([
      'header',
      'chaser-bin',
    ]);
    expect(ids('Check the header of the page.')).toEqual([]);
  });

  it('leaves out the discipline of a degree ("a Social work degree", "degree in social work")', () => {
    expect(ids('Social work degree required.')).toEqual([]);
    expect(ids('Degree in social work or similar.')).toEqual([]);
  });
});
