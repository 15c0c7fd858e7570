// One resume of the corpus, drawn from a seed: what the renderers write (contact lines, dates and
// headings as people write them) and, beside it, the truth a reader takes from that text. The
// truth is made from the same draws as the text, so the two cannot drift apart.

import {
  headings,
  moreTafes,
  type Occupation,
  occupations,
  schools,
  tafes,
  universities,
} from './resume-occupations';
import {
  emailDomains,
  fluencyWords,
  type Origin,
  origins,
  type Place,
  places,
} from './resume-people';

export const layouts = [
  'one-column',
  'sidebar',
  'table',
  'unusual-headings',
  'designer',
  'scanned',
] as const;
export type Layout = (typeof layouts)[number];
export type Section = keyof typeof headings.usual;

export interface TruthWork {
  company: string;
  position: string;
  startDate: string;
  endDate?: string;
  current: boolean;
  location?: string;
}
export interface TruthEducation {
  institution: string;
  studyType?: string;
  area?: string;
}
export interface Truth {
  name: string;
  email?: string;
  phone?: string;
  city?: string;
  work: TruthWork[];
  education: TruthEducation[];
  skills: string[];
  licences: string[];
  languages: { language: string; fluency?: string }[];
}

export interface Role extends TruthWork {
  dates: string;
  bullets: string[];
}
export interface Study extends TruthEducation {
  written: string;
  years?: string;
}
export interface ResumeDoc {
  id: string;
  layout: Layout;
  /** The layout a scanned page was drawn in before it was scanned. */
  drawnAs: Exclude<Layout, 'scanned'>;
  name: string;
  label: string;
  email?: string;
  phone?: string;
  location?: string;
  links: string[];
  summary?: string;
  work: Role[];
  education: Study[];
  skills: { name: string; level: number }[];
  licences: string[];
  languages: { written: string; language: string; fluency?: string }[];
  headings: Record<Section, string>;
  referees: { name: string; title: string; phone: string }[] | 'on request' | null;
  /** Long enough for two pages. */
  long: boolean;
  style: {
    serif: boolean;
    accent: string;
    sidebarRight: boolean;
    docxHeadingStyles: boolean;
    bar: number;
    colon: boolean;
  };
  truth: Truth;
}

/** mulberry32: a small seeded PRNG, so the corpus is the same on every run. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const chance = (p: number) => next() < p;
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length)
      out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as T);
    return out;
  };
  return { next, int, pick, chance, sample };
}
type Rng = ReturnType<typeof prng>;

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MON_DOT = [
  'Jan.',
  'Feb.',
  'Mar.',
  'Apr.',
  'May',
  'June',
  'July',
  'Aug.',
  'Sept.',
  'Oct.',
  'Nov.',
  'Dec.',
];
type DateStyle = 'mon' | 'month' | 'num' | 'year' | 'monDot';
/** The corpus is written in October 2026. */
const NOW = 2026 * 12 + 9;

function writeMonth(month: number, style: DateStyle): string {
  const y = Math.floor(month / 12);
  const m = month % 12;
  if (style === 'year') return String(y);
  if (style === 'num') return `${String(m + 1).padStart(2, '0')}/${y}`;
  return `${(style === 'mon' ? MON : style === 'month' ? MONTH : MON_DOT)[m]} ${y}`;
}
const isoMonth = (month: number, style: DateStyle) =>
  style === 'year'
    ? String(Math.floor(month / 12))
    : `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;

function writeRange(rng: Rng, start: number, end: number | null, style: DateStyle): string {
  const sep = style === 'monDot' ? ' to ' : rng.pick([' – ', ' - ', '–', ' — ', ' to ']);
  if (end === null) {
    if (rng.chance(0.25)) return `Since ${writeMonth(start, style)}`;
    return `${writeMonth(start, style)}${sep}${rng.pick(['Present', 'Current', 'Now', 'present', 'Ongoing'])}`;
  }
  return `${writeMonth(start, style)}${sep}${writeMonth(end, style)}`;
}

const fold = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

function makeName(rng: Rng, origin: Origin, index: number) {
  const first = rng.pick(origin.first);
  let last = rng.pick(origin.last);
  if (index % 13 === 0 && origin.last.length > 1)
    last = `${last}-${rng.pick(origin.last.filter((l) => l !== last && !l.includes('-')))}`;
  const middle = origin.middle.length && rng.chance(0.3) ? rng.pick(origin.middle) : null;
  const name = middle
    ? `${first} ${rng.chance(0.3) ? `${middle[0]}.` : middle} ${last}`
    : `${first} ${last}`;
  return { first, last, name };
}

function makeEmail(rng: Rng, first: string, last: string, place: Place): string {
  const f = fold(first)
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const l = fold(last)
    .toLowerCase()
    .replace(/[^a-z-]/g, '');
  const local = rng.pick([
    `${f}.${l}`,
    `${f}${l}${rng.int(1, 99)}`,
    `${f[0]}.${l}`,
    `${f}_${l}`,
    `${l}.${f}`,
  ]);
  return `${local}@${rng.pick(emailDomains[place.country])}`;
}

function makePhone(rng: Rng, place: Place): string {
  const d = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  if (place.country === 'NZ') {
    const pre = rng.pick(['21', '22', '27']);
    const a = d(3);
    const b = d(4);
    return rng.pick([
      `+64 ${pre} ${a} ${b}`,
      `0${pre} ${a} ${b}`,
      `0${pre}-${a}-${b}`,
      `(09) ${a} ${b}`,
    ]);
  }
  if (rng.chance(0.2)) {
    const area = { NSW: '2', ACT: '2', VIC: '3', TAS: '3', QLD: '7' }[place.state] ?? '8';
    const a = `${rng.int(3, 9)}${d(3)}`;
    const b = d(4);
    return rng.pick([`(0${area}) ${a} ${b}`, `0${area} ${a} ${b}`, `+61 ${area} ${a} ${b}`]);
  }
  const m = `4${d(2)}`;
  const a = d(3);
  const b = d(3);
  return rng.pick([
    `0${m} ${a} ${b}`,
    `+61 ${m} ${a} ${b}`,
    `0${m}-${a}-${b}`,
    `0${m}${a}${b}`,
    `+61 (0) ${m} ${a} ${b}`,
    `0${m.slice(0, 2)} ${m[2]}${a} ${b.slice(0, 1)}${b.slice(1)}`,
  ]);
}

const STATE_NAMES: Record<string, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  NT: 'Northern Territory',
  ACT: 'ACT',
};
function writePlace(rng: Rng, p: Place): string {
  if (p.country === 'NZ')
    return rng.pick([
      `${p.suburb}, New Zealand`,
      `${p.suburb} ${p.postcode}`,
      `${p.suburb}, NZ`,
      p.suburb,
    ]);
  const forms = [
    `${p.suburb} ${p.state} ${p.postcode}`,
    `${p.suburb}, ${p.state}`,
    `${p.suburb}, ${STATE_NAMES[p.state]}`,
    `${p.suburb} ${p.state}`,
  ];
  if (p.street) forms.push(`${rng.int(2, 180)} ${p.street}, ${p.suburb} ${p.state} ${p.postcode}`);
  return rng.pick(forms);
}

const LICENCE_FORMS: Record<string, string[]> = {
  'White Card': [
    'White Card',
    'White Card (CPCWHS1001)',
    'General Construction Induction (White Card)',
  ],
  'C class driver licence': [
    "Driver's licence (C)",
    'Full C class licence',
    'C class driver licence',
    'Current driver licence – C',
  ],
  'C class licence': ['C class licence', "Driver's Licence – Class C", 'Open C licence'],
  RSA: ['RSA', 'RSA (NSW)', 'Responsible Service of Alcohol (RSA)'],
  RSG: ['RSG', 'Responsible Service of Gambling'],
  'Forklift licence (LF)': [
    'Forklift licence (LF)',
    'LF forklift licence',
    'High Risk Work Licence – LF',
  ],
  'HR licence': ['HR licence', 'Heavy Rigid (HR) licence', 'HR truck licence'],
  'MR licence': ['MR licence', 'Medium Rigid licence'],
  'First Aid (HLTAID011)': [
    'First Aid (HLTAID011)',
    'HLTAID011 Provide First Aid',
    'First Aid certificate',
  ],
  'Working with Children Check': [
    'Working with Children Check',
    'WWCC',
    'Working With Children Check (VIC)',
  ],
  'NDIS Worker Screening Check': [
    'NDIS Worker Screening Check',
    'NDIS Worker Screening',
    'NDIS worker check',
  ],
};
function writeLicence(rng: Rng, licence: string, place: Place): string {
  if (place.country === 'NZ' && licence.startsWith('C class'))
    return 'Full NZ driver licence (Class 1)';
  return rng.pick(LICENCE_FORMS[licence] ?? [licence]);
}

function writeSummary(rng: Rng, occ: Occupation, title: string, years: number): string {
  const open = rng.pick([
    `${rng.pick(['Reliable', 'Motivated', 'Experienced', 'Friendly', 'Hard-working', 'Detail-focused'])} ${title.toLowerCase()} with ${years} years' experience in ${occ.field}.`,
    `${title} with ${years}+ years in ${occ.field}.`,
    `I have worked in ${occ.field} for ${years} years.`,
  ]);
  const middle = rng.pick([
    'Known for turning up early and leaving the job better than I found it.',
    'Calm under pressure and easy to work with.',
    'I take pride in doing things properly and safely.',
    'Comfortable leading a small team or working on my own.',
  ]);
  return `${open} ${middle} Looking for ${occ.goal}.`;
}

const GENERIC_BULLETS = [
  'Trained new starters and answered their questions',
  'Covered extra shifts during peak periods',
  'Recognised as employee of the month twice',
  'Reported hazards and near misses and helped fix them',
  'Kept accurate records in line with company policy',
  'Built good working relationships with customers and suppliers',
  'Stepped up to act in the supervisor role when needed',
];

/** Roles most recent first; a role names the person's town only when the resume gives it. */
function makeWork(
  rng: Rng,
  occ: Occupation,
  place: Place | null,
  count: number,
  long: boolean,
  styles: DateStyle[],
): Role[] {
  const roles: Role[] = [];
  // Bullets are dealt from the occupation's and everyday ones without repeats until they run out.
  let pool: string[] = [];
  const deal = (n: number) =>
    Array.from({ length: n }, () => {
      if (!pool.length) pool = rng.sample([...occ.bullets, ...GENERIC_BULLETS], 99);
      return pool.pop() as string;
    });
  let end: number | null = rng.chance(0.6) ? null : NOW - rng.int(1, 14);
  const employers = rng.sample(occ.employers, count);
  const top = Math.min(occ.titles.length - 1, rng.int(count - 1, occ.titles.length));
  for (let i = 0; i < count; i++) {
    const style = rng.pick(styles);
    const lastMonth = end ?? NOW;
    const months = style === 'year' ? rng.int(14, 60) : rng.int(6, 54);
    let start = lastMonth - months;
    if (style === 'year' && Math.floor(start / 12) === Math.floor(lastMonth / 12)) start -= 12;
    const company =
      employers[i] ??
      `${rng.pick(['Coastal', 'Southern Cross', 'Harbour', 'Outback'])} ${rng.pick(['Services', 'Group', 'Pty Ltd'])}`;
    const position = occ.titles[Math.max(0, top - i)] as string;
    const bullets = deal(long ? rng.int(4, 6) : rng.int(2, 4));
    const location =
      place && rng.chance(0.4)
        ? `${place.suburb}${place.country === 'AU' ? ` ${place.state}` : ''}`
        : undefined;
    roles.push({
      company,
      position,
      location,
      bullets,
      dates: writeRange(rng, start, end, style),
      startDate: isoMonth(start, style),
      endDate: end === null ? undefined : isoMonth(end, style),
      current: end === null,
    });
    end = start - rng.int(0, 5);
  }
  return roles;
}

function makeEducation(rng: Rng, occ: Occupation, place: Place, latestStart: number): Study[] {
  const region = place.country === 'NZ' ? 'NZ' : (place.state as keyof typeof tafes);
  const quals = rng.sample(occ.qualifications, rng.int(1, occ.qualifications.length));
  const out: Study[] = quals.map((q, i) => {
    const institution =
      q.kind === 'uni'
        ? rng.pick(universities[region])
        : q.kind === 'school'
          ? rng.pick(schools)
          : rng.chance(0.7)
            ? tafes[region]
            : rng.pick(moreTafes);
    const y = Math.floor(latestStart / 12) - rng.int(0, 3) - i * 3;
    const years = rng.pick([`${y - 2} – ${y}`, String(y), `Completed ${y}`, undefined]);
    return { institution, studyType: q.studyType, area: q.area, written: q.written, years };
  });
  if (
    rng.chance(0.25) &&
    !out.some((s) => s.studyType?.startsWith('Year') || s.studyType === 'HSC')
  ) {
    const school = rng.pick(schools);
    out.push({
      institution: school,
      studyType: place.country === 'NZ' ? 'NCEA Level 3' : 'HSC',
      written: place.country === 'NZ' ? 'NCEA Level 3' : 'Higher School Certificate (HSC)',
      years: String(Math.floor(latestStart / 12) - 6),
    });
  }
  return out;
}

function makeLanguages(rng: Rng, origin: Origin) {
  const out: ResumeDoc['languages'] = [];
  const sepStyle = rng.int(0, 3);
  const write = (language: string, fluency?: string) => {
    if (!fluency) return { written: language, language };
    const w = [
      `${language} (${fluency})`,
      `${language} – ${fluency}`,
      `${language}: ${fluency}`,
      `${language} - ${fluency}`,
    ][sepStyle] as string;
    return { written: w, language, fluency };
  };
  const own = rng.sample(origin.languages, rng.int(1, Math.min(2, origin.languages.length)));
  if (origin.key !== 'anglo' || rng.chance(0.5))
    out.push(
      write(
        'English',
        rng.chance(0.6) ? (origin.key === 'anglo' ? 'native' : 'fluent') : undefined,
      ),
    );
  for (const l of own)
    out.push(
      write(
        l,
        rng.chance(0.8)
          ? rng.pick(origin.key === 'anglo' ? fluencyWords.slice(2) : fluencyWords)
          : undefined,
      ),
    );
  return out;
}

export function makeResume(index: number, layout: Layout): ResumeDoc {
  const rng = prng(7919 * (index + 1));
  const origin = origins[index % origins.length] as Origin;
  const occ = occupations[(index * 5) % occupations.length] as Occupation;
  const place = rng.pick(places);
  const { first, last, name } = makeName(rng, origin, index);
  const long = index % 7 === 5;
  const count = long ? 5 : rng.pick([1, 2, 2, 3, 3, 4]);
  const style: DateStyle = rng.pick(['mon', 'month', 'num', 'year', 'monDot', 'mon']);
  const styles: DateStyle[] = rng.chance(0.15)
    ? [style, rng.pick(['mon', 'year', 'month'] as DateStyle[])]
    : [style];
  const hasCity = index % 5 !== 3;
  const work = makeWork(rng, occ, hasCity ? place : null, count, long, styles);
  const label = work[0]?.position ?? occ.titles[1] ?? 'Worker';
  const unusual = layout === 'unusual-headings';
  const headingsOf = (section: Section) =>
    rng.pick(
      unusual && section !== 'referees' ? headings.unusual[section] : headings.usual[section],
    );
  const sections: Section[] = [
    'summary',
    'work',
    'education',
    'skills',
    'licences',
    'languages',
    'referees',
  ];
  const hs = Object.fromEntries(sections.map((s) => [s, headingsOf(s)])) as Record<Section, string>;
  const hasEmail = index % 23 !== 11;
  const hasPhone = index % 7 !== 2;
  const email = hasEmail ? makeEmail(rng, first, last, place) : undefined;
  const phone = hasPhone ? makePhone(rng, place) : undefined;
  const slug = fold(`${first}-${last}`)
    .toLowerCase()
    .replace(/[^a-z-]/g, '');
  const links: string[] = [];
  if (rng.chance(0.35))
    links.push(
      rng.pick([
        `linkedin.com/in/${slug}`,
        `https://www.linkedin.com/in/${slug}-${rng.int(10, 99)}`,
      ]),
    );
  if (occ.key === 'developer' && rng.chance(0.7))
    links.push(`github.com/${slug.replace(/-/g, '')}`);
  const firstStart = work.at(-1)?.startDate ?? '2015';
  const latestStart = Number(firstStart.slice(0, 4)) * 12;
  const education = index % 11 === 7 ? [] : makeEducation(rng, occ, place, latestStart);
  const skillNames = rng.sample(occ.skills, rng.int(4, Math.min(8, occ.skills.length)));
  if (rng.chance(0.4))
    skillNames.push(rng.pick(['teamwork', 'time management', 'communication', 'problem solving']));
  const skills = skillNames.map((n) => ({ name: n, level: rng.int(2, 5) }));
  const licences = rng
    .sample(occ.licences, rng.int(occ.licences.length ? 1 : 0, occ.licences.length))
    .map((l) => writeLicence(rng, l, place));
  const languages = rng.chance(0.65) || layout === 'sidebar' ? makeLanguages(rng, origin) : [];
  const years = Math.max(1, Math.round((NOW - latestStart) / 12));
  const summary = rng.chance(0.8) ? writeSummary(rng, occ, label, years) : undefined;
  const location = hasCity ? writePlace(rng, place) : undefined;
  const refNames = ['Sarah Collins', 'Michael Tan', 'Peter Georgiou', 'Amanda Reid', 'Hemi Walker'];
  const referees = rng.chance(0.5)
    ? null
    : long && phone
      ? rng.sample(refNames, 2).map((n, i) => ({
          name: n,
          title: `${i ? 'Manager' : 'Supervisor'}, ${work[i]?.company ?? ''}`,
          phone: makePhone(rng, place),
        }))
      : 'on request';
  const drawnAs =
    layout === 'scanned'
      ? rng.pick(['one-column', 'sidebar', 'designer', 'table'] as const)
      : layout;
  return {
    id: `r${String(index + 1).padStart(3, '0')}`,
    layout,
    drawnAs,
    name,
    label,
    email,
    phone,
    location,
    links,
    summary,
    work,
    education,
    skills,
    licences,
    languages,
    referees,
    long,
    headings: hs,
    style: {
      serif: rng.chance(0.35),
      accent: rng.pick(['#1f4e79', '#2e7d5b', '#7a2e4f', '#3b3b8f', '#8a5a00', '#0f6b75', '#444']),
      sidebarRight: rng.chance(0.35),
      docxHeadingStyles: unusual ? index % 2 === 0 : rng.chance(0.5),
      bar: rng.int(0, 2),
      colon: unusual && rng.chance(0.4),
    },
    truth: {
      name,
      email,
      phone,
      city: hasCity ? place.suburb : undefined,
      work: work.map(({ company, position, startDate, endDate, current, location: l }) => ({
        company,
        position,
        startDate,
        endDate,
        current,
        location: l,
      })),
      education: education.map(({ institution, studyType, area }) => ({
        institution,
        studyType,
        area,
      })),
      skills: skills.map((s) => s.name),
      licences,
      languages: languages.map(({ language, fluency }) => ({ language, fluency })),
    },
  };
}
