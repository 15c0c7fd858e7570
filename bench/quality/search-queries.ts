// The search quality queries: what people type into the Find Jobs keyword box (no place given),
// each with what they mean and the postings of the awkward feed and the search feed they want.
// Relevance is judged by meaning, from the cases' intents (the job as a reader takes it), never
// from what the search engine does: a Store Manager advert that mentions an electrician once is no
// electrician job; a "Sparky" advert is one. Only postings a search can show count (outcome
// 'imported'; never closed, skipped or replaced ones). Written apart from the engine.
import { generateAwkwardFeed } from './awkward-feed';
import { generateSearchFeed } from './search-feed';

export interface PostingRef {
  feed: 'awkward' | 'search';
  /** 0-based position in that feed (its case's index). */
  index: number;
}

export type Why =
  | 'plain'
  | 'accents'
  | 'punctuation'
  | 'synonym'
  | 'abbreviation'
  | 'typo'
  | 'prefix'
  | 'ranking'
  | 'nonsense'
  | 'job id'
  | 'multi-word';

export interface SearchQuery {
  id: string;
  /** As typed into the keyword box. */
  query: string;
  why: Why;
  /** What the person means, in words. */
  intent: string;
  /** The postings the person wants, in feed order (not ranked). */
  relevant: PostingRef[];
  /** Nothing should be found (nonsense, or the id of a job no search shows). */
  expectEmpty?: true;
  /**
   * Every posting in `above` should rank higher than every posting in `below` (a posting not
   * returned ranks after all returned ones). `below` holds postings that are not relevant.
   */
  mustRankAbove?: { above: PostingRef[]; below: PostingRef[] };
}

type TitleTest = (title: string) => boolean;

interface Visible {
  ref: PostingRef;
  identifier: string | null;
  title: string;
  tags: readonly string[];
}

/** The postings a search can show, from both feeds. */
function visiblePostings(): Visible[] {
  const visible: Visible[] = [];
  for (const c of generateAwkwardFeed().cases) {
    if (c.outcome !== 'imported' || !c.intent) continue;
    visible.push({
      ref: { feed: 'awkward', index: c.index },
      identifier: c.identifier,
      title: c.intent.title,
      tags: c.tags,
    });
  }
  for (const c of generateSearchFeed().cases) {
    if (c.outcome !== 'imported') continue;
    visible.push({
      ref: { feed: 'search', index: c.index },
      identifier: c.identifier,
      title: c.intent.title,
      tags: c.tags,
    });
  }
  return visible;
}

// What a job is, from its title as a reader takes it. Regular expressions test the title; short
// forms in capitals (RN, EN, MR, ...) are matched case-sensitively so that words are not taken for
// them. No \b next to an accented letter (it is no word character to a RegExp).
const any =
  (...tests: (RegExp | TitleTest)[]): TitleTest =>
  (title) =>
    tests.some((t) => (t instanceof RegExp ? t.test(title) : t(title)));
const but =
  (test: TitleTest, unless: RegExp): TitleTest =>
  (title) =>
    test(title) && !unless.test(title);

const NURSE = any(/\bnurses?\b/i, /\b(RN|EN|EEN)\b/);
const REGISTERED_NURSE = any(/registered nurse/i, /\bRN\b/);
const ENROLLED_NURSE = any(/enrolled nurse/i, /\bE?EN\b/);
/** An assistant in nursing is no nurse (unregistered), but does nursing work. */
const AIN = any(/\bAIN\b/, /assistant in nursing/i);
const NURSING = any(NURSE, AIN);
const PCA = any(/\bPCA\b/, /personal care (assistant|worker)/i);
const AGED_CARE = any(/aged care/i, PCA);
const DISABILITY_SUPPORT = any(/disability/i);
const ELECTRICIAN = any(/electrician/i, /\bspark(y|ie)\b/i);
const CARPENTER = any(/carpenter/i, /\bchipp(y|ie)\b/i);
/** A brickie's labourer labours for bricklayers: a labourer, not a bricklayer. */
const BRICKLAYER = but(any(/bricklayer/i, /\bbrickie\b/i), /labourer/i);
const LABOURER = any(/labou?rer/i);
const PLUMBER = any(/plumber/i);
const TRADIE = any(/\btradie/i, /tradesperson/i, /trades assistant/i);
const CHEF = any(/\bchefs?\b/i, /p[aâ]tissier/i, /\b2IC kitchen/i, /second in command – kitchen/i);
const COOK = any(/\bcook\b/i);
const PASTRY = any(/p[aâ]tissi[eè]r/i, /p[aâ]tisserie/i, /pastry/i);
const CREME = any(/cr[eè]me/i);
const CREME_BRULEE = any(/cr[eè]me br[uû]l[eé]e/i);
const CAFE = any(/\bcaf[eé](?![a-z])/i);
const RESUME_WRITER = any(/r[eé]sum[eé]/i);
const CRECHE = any(/cr[eè]che/i);
const ACAI = any(/a[cç]a[ií]/i);
const MAITRE_D = any(/ma[iî]tre d/i);
const BARISTA = any(/barista/i);
const ALL_ROUNDER = any(/all[- ]?rounder/i);
const KITCHEN_HAND = any(/kitchen ?hand/i, /kitchen porter/i, /dishwasher/i);
const ACCOUNTANT = any(/accountant/i);
const RECEPTIONIST = any(/reception/i);
/** General office administration (not payroll administration). */
const ADMIN = but(any(/\badmin(istrator)?\b/i), /payroll/i);
/** The physiotherapist: not the clinic's receptionist or manager, nor the assistant. */
const PHYSIOTHERAPIST = any(/physiotherapist/i, /\bphysio\b/i);
const PHYSIOTHERAPY = any(PHYSIOTHERAPIST, /physiotherapy assistant/i);
const PHARMACIST = any(/pharmacist/i);
const PHARMACY = any(/pharmac(ist|y)/i);
/** Software developers, whatever the advert calls them (developer, dev, software engineer). */
const SOFTWARE_DEVELOPER = any(
  /\b(developer|dev)\b/i,
  /(software|frontend|front-end|fullstack|full-stack|node\.js|c\+\+|\.net core)( software)? engineer/i,
);
const VUE = any(/\bvue/i, /nuxt/i);
const NUXT = any(/nuxt/i);
const ANGULAR = any(/angular/i);
/** AngularJS (1.x) is not the Angular that followed it. */
const ANGULARJS = any(/angular\.?js/i);
const FRONT_END = any(/front[- ]?end/i);
const UX = any(/\bUX\b/);
/** C# and .NET: one platform; a .NET developer writes C#. */
const CSHARP_DOTNET = any(/C#/, /\.NET/i);
const CPP = any(/C\+\+/);
const NODE = any(/\bnode/i);
const FULL_STACK = any(/full[- ]?stack/i);
const PAYROLL = any(/payroll/i);
/** HR as human resources, not the heavy rigid licence. */
const HUMAN_RESOURCES = but(any(/\bHR\b/), /licen[cs]e|driver|rigid/i);
const TRUCK_DRIVER = any(
  /truck driver/i,
  /truckie/i,
  /(heavy|medium|light) rigid/i,
  /\b(HR|MR|LR) driver/i,
);
const HEAVY_RIGID = any(/heavy rigid/i, /\bHR (licen[cs]e|driver)/i, /\(HR\)/);
const MEDIUM_RIGID = any(/medium rigid/i, /\bMR\b/);
const LIGHT_RIGID = any(/light rigid/i, /\bLR\b/);
/** A reach truck is a forklift (LO licence). */
const FORKLIFT = any(/forklift/i, /reach truck/i);
const STOREPERSON = any(/store ?person/i, /storeman/i);
const WAREHOUSE = any(/warehouse/i, STOREPERSON, /pick packer/i, /distribution centre/i);
const FIFO = any(/\bFIFO\b/, /fly-in fly-out/i);
const DUMP_TRUCK = any(/dump truck/i);
const SECOND_IN_COMMAND = any(/\b2IC\b/, /second in command/i);
const CUSTOMER_SERVICE = any(/customer service/i, /call centre/i, /contact centre/i);
const DATA_ANALYST = any(/data analyst/i, /\bBI analyst/i, /business intelligence analyst/i);
const SOFTWARE_ENGINEER = SOFTWARE_DEVELOPER;
const STORE_MANAGER = any(/store manager/i);
const JUNIOR_DEVELOPER = (title: string) =>
  SOFTWARE_DEVELOPER(title) && /\b(junior|graduate)\b/i.test(title);

export function searchQueries(): SearchQuery[] {
  const visible = visiblePostings();
  const titled = (test: TitleTest) => visible.filter((v) => test(v.title)).map((v) => v.ref);
  /** Postings of the search feed only (its ranking cases), by title. */
  const searchTitled = (test: RegExp | TitleTest) => {
    const matches = any(test);
    return visible.filter((v) => v.ref.feed === 'search' && matches(v.title)).map((v) => v.ref);
  };
  const tagged = (...tags: string[]) =>
    visible.filter((v) => tags.some((t) => v.tags.includes(t))).map((v) => v.ref);
  const withId = (identifier: string) =>
    visible
      .filter((v) => v.identifier?.toLowerCase() === identifier.toLowerCase())
      .map((v) => v.ref);
  const rank = (above: PostingRef[], below: PostingRef[]) => ({ mustRankAbove: { above, below } });

  const queries: Omit<SearchQuery, 'id'>[] = [];
  const ids: string[] = [];
  const q = (
    query: string,
    why: Why,
    intent: string,
    relevant: PostingRef[],
    more: Partial<Pick<SearchQuery, 'mustRankAbove' | 'expectEmpty'>> & { id?: string } = {},
  ) => {
    const { id, ...rest } = more;
    ids.push(id ?? `${why.replace(' ', '-')}-${query.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);
    queries.push({ query, why, intent, relevant, ...rest });
  };
  const nothing = (query: string, why: Why, intent: string, id?: string) =>
    q(query, why, intent, [], { expectEmpty: true, ...(id ? { id } : {}) });

  // Plain titles.
  q(
    'nurse',
    'plain',
    'Nursing jobs: registered and enrolled nurses (RN, EN), any ward',
    titled(NURSE),
    {
      ...rank(searchTitled(/\bnurse\b/i), tagged('mentions:nurse')),
    },
  );
  q(
    'electrician',
    'plain',
    'Electrician jobs, including adverts that say sparky',
    titled(ELECTRICIAN),
    rank(searchTitled(/electrician/i), tagged('mentions:electrician')),
  );
  q(
    'barista',
    'plain',
    'Barista jobs (coffee making), including barista/all-rounder roles',
    titled(BARISTA),
    rank(searchTitled(/^barista/i), tagged('mentions:barista', 'skills-only:barista')),
  );
  q(
    'chef',
    'plain',
    'Chef jobs of any level: head, sous, chef de partie, commis, pastry chef, kitchen 2IC',
    titled(CHEF),
    rank(searchTitled(/\bchef\b/i), tagged('mentions:chef')),
  );
  q(
    'accountant',
    'plain',
    'Accountant jobs (not bookkeeping)',
    titled(ACCOUNTANT),
    rank(searchTitled(ACCOUNTANT), tagged('mentions:accountant')),
  );
  q(
    'plumber',
    'plain',
    'Plumber jobs',
    titled(PLUMBER),
    rank(searchTitled(PLUMBER), tagged('mentions:plumber')),
  );
  q(
    'warehouse',
    'plain',
    'Warehouse jobs: storeperson, pick packer, warehouse supervision and management',
    titled(WAREHOUSE),
  );
  q(
    'forklift',
    'plain',
    'Forklift driving and operating jobs (reach trucks too)',
    titled(FORKLIFT),
    rank(searchTitled(/forklift/i), tagged('skills-only:forklift')),
  );
  q('receptionist', 'plain', 'Reception jobs, medical and office', titled(RECEPTIONIST));
  q(
    'pharmacist',
    'plain',
    'Pharmacist jobs (not pharmacy assistants)',
    titled(PHARMACIST),
    rank(searchTitled(PHARMACIST), tagged('mentions:pharmacist')),
  );
  q(
    'carpenter',
    'plain',
    'Carpenter jobs, including chippy adverts',
    titled(CARPENTER),
    rank(searchTitled(/carpenter/i), tagged('mentions:carpenter', 'skills-only:carpenter')),
  );
  q(
    'physiotherapist',
    'plain',
    'Physiotherapist jobs (not the clinic receptionist or manager)',
    titled(PHYSIOTHERAPIST),
    rank(searchTitled(/physiotherapist/i), tagged('mentions:physiotherapist')),
  );
  q('labourer', 'plain', 'Labouring jobs on building sites', titled(LABOURER));
  q(
    'bricklayer',
    'plain',
    "Bricklayer jobs, brickies included (not a brickie's labourer)",
    titled(BRICKLAYER),
  );

  // Accents, both ways.
  q(
    'cafe',
    'accents',
    'Jobs in a café whose title says so (Café Manager, Cafe Cook, ...)',
    titled(CAFE),
  );
  q('café', 'accents', 'The same as cafe, typed with the accent', titled(CAFE), {
    id: 'accents-cafe-accented',
  });
  q('creme', 'accents', 'Pastry and dessert jobs naming crème in the title', titled(CREME));
  q('crème', 'accents', 'The same as creme, typed with the accent', titled(CREME), {
    id: 'accents-creme-accented',
  });
  q('creme brulee', 'accents', 'A pastry job making crème brûlée', titled(CREME_BRULEE));
  q(
    'resume',
    'accents',
    'Résumé writing jobs (not every advert that asks for one)',
    titled(RESUME_WRITER),
  );
  q('résumé', 'accents', 'The same as resume, typed with the accents', titled(RESUME_WRITER), {
    id: 'accents-resume-accented',
  });
  q('patissier', 'accents', 'Pastry chef jobs (pâtissier, pâtisserie, pastry)', titled(PASTRY));
  q('pâtissier', 'accents', 'The same as patissier, typed with the accent', titled(PASTRY), {
    id: 'accents-patissier-accented',
  });
  q('creche', 'accents', 'Crèche jobs (child minding at a gym or centre)', titled(CRECHE));
  q('crèche', 'accents', 'The same as creche, typed with the accent', titled(CRECHE), {
    id: 'accents-creche-accented',
  });
  q('acai', 'accents', 'Jobs at an açaí bar', titled(ACAI));
  q('maitre d', 'accents', "Maître d' jobs (restaurant floor lead)", titled(MAITRE_D));

  // Words inside punctuation.
  q('vue', 'punctuation', 'Vue.js developer jobs (Nuxt is built on Vue)', titled(VUE));
  q('nuxt', 'punctuation', 'Nuxt developer jobs', titled(NUXT));
  q('vue/nuxt', 'punctuation', 'Vue or Nuxt developer jobs', titled(VUE), {
    id: 'punctuation-vue-nuxt-slash',
  });
  q('angular', 'punctuation', 'Angular or AngularJS developer jobs', titled(ANGULAR));
  q('angular.js', 'punctuation', 'AngularJS (1.x) developer jobs', titled(ANGULARJS));
  q(
    'angularjs',
    'punctuation',
    'AngularJS (1.x) developer jobs, typed as one word',
    titled(ANGULARJS),
  );
  q('mr', 'punctuation', 'Driving jobs for a medium rigid (MR) licence', titled(MEDIUM_RIGID));
  q('lr', 'punctuation', 'Driving jobs for a light rigid (LR) licence', titled(LIGHT_RIGID));
  q(
    'lr/mr',
    'punctuation',
    'Driving jobs for a light or medium rigid licence',
    titled(any(LIGHT_RIGID, MEDIUM_RIGID)),
    { id: 'punctuation-lr-mr-slash' },
  );
  q('c#', 'punctuation', 'C# (.NET) developer jobs', titled(CSHARP_DOTNET), {
    id: 'punctuation-c-sharp',
    ...rank(searchTitled(/C#/), searchTitled(/embedded c developer/i)),
  });
  q('c++', 'punctuation', 'C++ developer jobs (not C)', titled(CPP), {
    id: 'punctuation-c-plus-plus',
    ...rank(searchTitled(CPP), searchTitled(/embedded c developer/i)),
  });
  q('.net', 'punctuation', '.NET (C#) developer jobs', titled(CSHARP_DOTNET), {
    id: 'punctuation-dot-net',
  });
  q('node.js', 'punctuation', 'Node.js developer jobs', titled(NODE), {
    id: 'punctuation-node-js',
  });
  q('nodejs', 'punctuation', 'Node.js developer jobs, typed as one word', titled(NODE));
  q('front-end', 'punctuation', 'Front-end developer and designer jobs', titled(FRONT_END), {
    id: 'punctuation-front-end-hyphen',
  });
  q('frontend', 'punctuation', 'Front-end jobs, typed as one word', titled(FRONT_END));
  q('ux', 'punctuation', 'UX design and research jobs', titled(UX));
  q(
    'hr/payroll',
    'punctuation',
    'Human resources or payroll jobs',
    titled(any(PAYROLL, HUMAN_RESOURCES)),
    {
      id: 'punctuation-hr-payroll-slash',
    },
  );
  q('payroll', 'punctuation', 'Payroll jobs, including combined HR/payroll roles', titled(PAYROLL));
  q('full-stack', 'punctuation', 'Full-stack developer jobs', titled(FULL_STACK), {
    id: 'punctuation-full-stack-hyphen',
  });
  q(
    'admin/reception',
    'punctuation',
    'Administration or reception jobs',
    titled(any(RECEPTIONIST, ADMIN)),
    { id: 'punctuation-admin-reception-slash' },
  );
  q('chef/cook', 'punctuation', 'Chef or cook jobs', titled(any(CHEF, COOK)), {
    id: 'punctuation-chef-cook-slash',
  });
  q(
    'barista/all-rounder',
    'punctuation',
    'Barista or café all-rounder jobs',
    titled(any(BARISTA, ALL_ROUNDER)),
    { id: 'punctuation-barista-all-rounder-slash' },
  );

  // The market's words and short forms, and their long forms.
  q(
    'sparky',
    'synonym',
    'Electrician jobs (sparky is what the trade calls an electrician)',
    titled(ELECTRICIAN),
    rank(searchTitled(/\bspark(y|ie)\b/i), tagged('mentions:electrician')),
  );
  q('chippy', 'synonym', 'Carpenter jobs (chippy, chippie)', titled(CARPENTER));
  q(
    'brickie',
    'synonym',
    'Bricklayer jobs',
    titled(BRICKLAYER),
    rank(searchTitled(BRICKLAYER), searchTitled(/brickie's labourer/i)),
  );
  q(
    'tradie',
    'synonym',
    'Jobs advertised for a tradie or tradesperson: maintenance and multi-skilled trades work',
    titled(TRADIE),
  );
  q(
    'truckie',
    'synonym',
    'Truck driving jobs on the road, any licence class (not mine haul trucks or forklifts)',
    titled(TRUCK_DRIVER),
  );
  q('storeperson', 'synonym', 'Storeperson jobs (store person, storeman)', titled(STOREPERSON));
  q('store person', 'synonym', 'Storeperson jobs, typed as two words', titled(STOREPERSON));
  q('storeman', 'synonym', 'Storeperson jobs, in the older word', titled(STOREPERSON));
  q('laborer', 'synonym', 'Labouring jobs, in the American spelling', titled(LABOURER));
  q(
    'dev',
    'abbreviation',
    'Software developer jobs (not business development)',
    titled(SOFTWARE_DEVELOPER),
    {
      ...rank(searchTitled(/\bdev\b/i), searchTitled(/business development/i)),
    },
  );
  q(
    'developer',
    'synonym',
    'Software developer jobs, whatever the advert calls them',
    titled(SOFTWARE_DEVELOPER),
  );
  q('ain', 'abbreviation', 'Assistant in nursing jobs', titled(AIN));
  q('assistant in nursing', 'abbreviation', 'Assistant in nursing (AIN) jobs', titled(AIN));
  q('pca', 'abbreviation', 'Personal care assistant or worker jobs', titled(PCA));
  q('personal care assistant', 'abbreviation', 'Personal care assistant (PCA) jobs', titled(PCA));
  q('en', 'abbreviation', 'Enrolled nurse jobs', titled(ENROLLED_NURSE));
  q('enrolled nurse', 'abbreviation', 'Enrolled nurse (EN, EEN) jobs', titled(ENROLLED_NURSE));
  q('rn', 'abbreviation', 'Registered nurse jobs', titled(REGISTERED_NURSE));
  q('fifo', 'abbreviation', 'Fly-in fly-out jobs (not drive-in drive-out)', titled(FIFO), {
    ...rank(searchTitled(FIFO), searchTitled(/\bDIDO\b/)),
  });
  q('fly in fly out', 'abbreviation', 'Fly-in fly-out (FIFO) jobs', titled(FIFO));
  q('2ic', 'abbreviation', 'Second-in-command roles (kitchen or store)', titled(SECOND_IN_COMMAND));
  q(
    'second in command',
    'abbreviation',
    'Second-in-command (2IC) roles',
    titled(SECOND_IN_COMMAND),
  );
  q(
    'hr licence',
    'abbreviation',
    'Driving jobs for a heavy rigid (HR) licence (not human resources)',
    titled(HEAVY_RIGID),
    rank(searchTitled(HEAVY_RIGID), searchTitled(HUMAN_RESOURCES)),
  );
  q('heavy rigid', 'abbreviation', 'Heavy rigid (HR) driving jobs', titled(HEAVY_RIGID));
  q('medium rigid', 'abbreviation', 'Medium rigid (MR) driving jobs', titled(MEDIUM_RIGID));

  // Typos people make: each corrects to one real word.
  q('electrision', 'typo', 'electrician, misspelt', titled(ELECTRICIAN));
  q('recepionist', 'typo', 'receptionist, misspelt', titled(RECEPTIONIST));
  q('acountant', 'typo', 'accountant, misspelt', titled(ACCOUNTANT));
  q('physiotherapst', 'typo', 'physiotherapist, misspelt', titled(PHYSIOTHERAPIST));
  q('carpentr', 'typo', 'carpenter, misspelt', titled(CARPENTER));
  q('pharmasist', 'typo', 'pharmacist, misspelt', titled(PHARMACIST));
  q('barrista', 'typo', 'barista, misspelt', titled(BARISTA));
  q('plumbr', 'typo', 'plumber, misspelt', titled(PLUMBER));
  q('registred nurse', 'typo', 'registered nurse, misspelt', titled(REGISTERED_NURSE));
  q('forklfit', 'typo', 'forklift, misspelt', titled(FORKLIFT));
  q('warehose', 'typo', 'warehouse, misspelt', titled(WAREHOUSE));
  q('disabilty support', 'typo', 'disability support, misspelt', titled(DISABILITY_SUPPORT));

  // Prefixes: the person has not finished typing; they want what the word will be.
  q(
    'electr',
    'prefix',
    'Electrician (or electrical) jobs',
    titled(any(ELECTRICIAN, /\belectric/i)),
  );
  q('recep', 'prefix', 'Receptionist jobs', titled(RECEPTIONIST));
  q('pharm', 'prefix', 'Pharmacist and pharmacy jobs', titled(PHARMACY));
  q(
    'physio',
    'prefix',
    'Physiotherapy jobs (physio is also what people call them)',
    titled(PHYSIOTHERAPY),
  );
  q('carp', 'prefix', 'Carpenter jobs', titled(CARPENTER));
  q('barist', 'prefix', 'Barista jobs', titled(BARISTA));
  q('accoun', 'prefix', 'Accountant jobs', titled(ACCOUNTANT));

  // Two or more words.
  q(
    'registered nurse',
    'multi-word',
    'Registered nurse (RN) jobs',
    titled(REGISTERED_NURSE),
    rank(searchTitled(/registered nurse/i), tagged('mentions:nurse')),
  );
  q(
    'truck driver',
    'multi-word',
    'Truck driving jobs on the road, any licence class',
    titled(TRUCK_DRIVER),
    rank(searchTitled(/truck driver/i), [
      ...tagged('mentions:truck driver'),
      ...searchTitled(/reach truck/i),
    ]),
  );
  q(
    'kitchen hand',
    'multi-word',
    'Kitchen hand jobs (kitchenhand, dishwasher, kitchen porter)',
    titled(KITCHEN_HAND),
  );
  q(
    'software engineer',
    'multi-word',
    'Software engineering jobs (developers included: the market uses both words)',
    titled(SOFTWARE_ENGINEER),
  );
  q('data analyst', 'multi-word', 'Data and BI analyst jobs (not help desk)', titled(DATA_ANALYST));
  q(
    'aged care',
    'multi-word',
    'Aged care jobs: care workers, PCAs, AINs and ENs in aged care',
    titled(AGED_CARE),
  );
  q(
    'disability support',
    'multi-word',
    'Disability support worker jobs',
    titled(DISABILITY_SUPPORT),
  );
  q(
    'customer service',
    'multi-word',
    'Customer service jobs, including call and contact centre roles',
    titled(CUSTOMER_SERVICE),
  );
  q('pastry chef', 'multi-word', 'Pastry chef jobs (pâtissier, pâtisserie)', titled(PASTRY));
  q('full stack developer', 'multi-word', 'Full-stack developer jobs', titled(FULL_STACK));
  q(
    'store manager',
    'multi-word',
    'Store manager jobs (assistant store managers too)',
    titled(STORE_MANAGER),
  );
  q(
    'junior developer',
    'multi-word',
    'Junior or graduate software developer jobs',
    titled(JUNIOR_DEVELOPER),
  );
  q('dump truck operator', 'multi-word', 'Mine site dump truck operator jobs', titled(DUMP_TRUCK));

  // Ranking: the job named in the title first, the job that only mentions it after.
  q(
    'physiotherapy',
    'ranking',
    'Physiotherapy jobs; the physio clinic receptionist and practice manager are not',
    titled(PHYSIOTHERAPY),
    rank(searchTitled(PHYSIOTHERAPY), tagged('mentions:physiotherapist')),
  );
  q(
    'plumbing',
    'ranking',
    'Plumbing jobs; the trade counter selling plumbing supplies is not one',
    titled(PLUMBER),
    rank(searchTitled(PLUMBER), tagged('mentions:plumber')),
  );
  q(
    'nursing',
    'ranking',
    'Nursing jobs (nurses and assistants in nursing); a ward clerk or nursing recruiter is not',
    titled(NURSING),
    rank(searchTitled(NURSING), tagged('mentions:nurse')),
  );
  q(
    'carpentry',
    'ranking',
    'Carpentry jobs; a site supervisor with carpentry in the skills is not',
    titled(CARPENTER),
    rank(searchTitled(CARPENTER), tagged('mentions:carpenter', 'skills-only:carpenter')),
  );
  q(
    'forklift licence',
    'ranking',
    'Jobs driving a forklift; a production job that lists a forklift licence in its skills is not',
    titled(FORKLIFT),
    rank(searchTitled(/forklift/i), tagged('skills-only:forklift')),
  );
  q(
    'electrician maintenance',
    'ranking',
    'Maintenance electrician jobs; a facilities coordinator who books one is not',
    titled(any(/electrician.*maintenance/i, /maintenance electrician/i)),
    rank(searchTitled(/electrician – (hospital )?maintenance/i), tagged('mentions:electrician')),
  );

  // Job ids, as the awkward feed writes them, in other case too.
  q('AWK-0001', 'job id', 'The job with this reference', withId('AWK-0001'));
  q('awk-0001', 'job id', 'The job AWK-0001, typed in lower case', withId('AWK-0001'), {
    id: 'job-id-awk-0001-lower',
  });
  q('REQ/2026/0002', 'job id', 'The job with this reference', withId('REQ/2026/0002'));
  q(
    'req/2026/0002',
    'job id',
    'The job REQ/2026/0002, typed in lower case',
    withId('REQ/2026/0002'),
    {
      id: 'job-id-req-2026-0002-lower',
    },
  );
  q('200002', 'job id', 'The job with this numeric reference', withId('200002'));
  q('awk-lower-0004', 'job id', 'The job with this reference', withId('awk-lower-0004'));
  q(
    'AWK-LOWER-0004',
    'job id',
    'The job awk-lower-0004, typed in capitals',
    withId('awk-lower-0004'),
    {
      id: 'job-id-awk-lower-0004-upper',
    },
  );
  q('AWK-0005', 'job id', 'The job with this reference', withId('AWK-0005'));
  q('XPOST-A', 'job id', 'One of a cross-posted pair: this one, not its twin', withId('XPOST-A'));
  q('req-mixed-42', 'job id', 'The job Req-MiXeD-42, typed in lower case', withId('Req-MiXeD-42'));
  q(
    'AWK-ZW-1',
    'job id',
    'The job whose reference came with a zero-width space',
    withId('AWK-ZW-1'),
  );
  q(
    'SPECIAL-042',
    'job id',
    'The job with this reference: the later posting that replaced the first',
    withId('SPECIAL-042'),
  );
  q('SRCH-0001', 'job id', 'The search feed job with this reference', withId('SRCH-0001'));
  q(
    'srch-0042',
    'job id',
    'The search feed job SRCH-0042, typed in lower case',
    withId('SRCH-0042'),
  );
  nothing(
    'SPECIAL-050',
    'job id',
    'The reference of a job whose applications closed: no search shows it',
  );
  nothing('SPECIAL-015', 'job id', 'The reference of a record that was no job (skipped): nothing');

  // Nonsense: nothing should be found.
  nothing('xqzvbt', 'nonsense', 'Keyboard mash');
  nothing('blorptastic', 'nonsense', 'A made-up word');
  nothing('asdfgh jkl', 'nonsense', 'Keyboard mash, two words');
  nothing('qwertyuiop', 'nonsense', 'The top row of the keyboard');
  nothing('lorem ipsum', 'nonsense', 'Placeholder text');
  nothing('zzkxq vvbnm', 'nonsense', 'Keyboard mash, two words');

  const out = queries.map((query, i) => ({ id: ids[i] as string, ...query }));
  const seen = new Set<string>();
  for (const query of out) {
    if (seen.has(query.id)) throw new Error(`Two queries with the id ${query.id}`);
    seen.add(query.id);
    if (query.expectEmpty ? query.relevant.length > 0 : query.relevant.length === 0) {
      throw new Error(`Query ${query.id}: relevant does not match expectEmpty`);
    }
    const rankAbove = query.mustRankAbove;
    if (rankAbove) {
      if (rankAbove.above.length === 0) throw new Error(`Query ${query.id}: nothing above`);
      const relevant = new Set(query.relevant.map((r) => `${r.feed}:${r.index}`));
      for (const r of rankAbove.above) {
        if (!relevant.has(`${r.feed}:${r.index}`))
          throw new Error(`Query ${query.id}: above not relevant`);
      }
      for (const r of rankAbove.below) {
        if (relevant.has(`${r.feed}:${r.index}`))
          throw new Error(`Query ${query.id}: below relevant`);
      }
    }
  }
  return out;
}

/** The file bench/quality holds for the queries. */
export function searchQueryFiles(): Record<'search-queries.json', string> {
  return { 'search-queries.json': `${JSON.stringify(searchQueries(), null, 2)}\n` };
}
