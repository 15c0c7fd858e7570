// A schema.org JobPosting feed as real feeds come, for the job import's tests and the search
// quality set: work types in free text, occupational categories as paths and codes, HTML
// entities and invisible characters, missing and malformed fields, records that are no job,
// duplicates, remote jobs, places written as text, towns on state borders, long descriptions.
// Deterministic: the same seed gives the same feed. Each posting comes with its case: what it
// tests, what a reader should take it to be (title, employer, place) and what the import should
// make of it, so that expected search results can be written against it.
import { createRandom, type Random } from '@talent/db/demo';
import {
  description,
  EMPLOYERS,
  type FeedPlace,
  type FeedTitle,
  PLACES,
  TITLES,
} from './awkward-feed-data';
import { specialPostings } from './awkward-feed-specials';

export type WorkTypeLabel = 'Full time' | 'Part time' | 'Contract/Temp' | 'Casual/Vacation';

export interface FeedIntent {
  title: string;
  employer: string;
  place: Pick<FeedPlace, 'locality' | 'region' | 'postalCode'> | 'remote';
}

export interface FeedCase {
  /** 0-based position in the feed. */
  index: number;
  /** The identifier as the import stores it; null when the import makes one. */
  identifier: string | null;
  /** What the posting tests ('work-type', 'entities', 'near-border', ...). */
  tags: string[];
  /**
   * imported; skipped (no job); replaced (a later posting with its identifier is written
   * instead: reported as skipped); closed (imported, but its applications closed: no search
   * shows it).
   */
  outcome: 'imported' | 'skipped' | 'replaced' | 'closed';
  /** What a reader takes the job to be (null for a record that is no job). */
  intent: FeedIntent | null;
  workType?: WorkTypeLabel | null;
  /** The category it is filed under (null: none). */
  category?: string | null;
  /** Fields the import warns about. */
  warnings?: string[];
  /** For a skipped record: the start of the reason. */
  reason?: string;
}

export interface AwkwardFeed {
  postings: unknown[];
  cases: FeedCase[];
}

/** employmentType as feeds write it, with the work type it is and whether it warns. */
const WORK_TYPES: [value: unknown, workType: WorkTypeLabel | null, warns: boolean][] = [
  ['FULL_TIME', 'Full time', false],
  ['Full-time', 'Full time', false],
  ['full time', 'Full time', false],
  ['Permanent Full Time', 'Full time', false],
  ['PART_TIME', 'Part time', false],
  ['Part-time', 'Part time', false],
  ['Permanent Part Time', 'Part time', false],
  ['CASUAL', 'Casual/Vacation', false],
  ['Casual', 'Casual/Vacation', false],
  ['casual', 'Casual/Vacation', false],
  [['FULL_TIME', 'CONTRACT'], 'Full time', false],
  [['PART_TIME', 'CASUAL'], 'Part time', false],
  ['Vacation', 'Casual/Vacation', false],
  ['Temp', 'Contract/Temp', false],
  ['Locum', 'Contract/Temp', false],
  ['Fixed term', 'Contract/Temp', false],
  ['CONTRACTOR', 'Contract/Temp', false],
  ['TEMPORARY', 'Contract/Temp', false],
  ['PER_DIEM', 'Casual/Vacation', false],
  ['INTERN', 'Casual/Vacation', false],
  ['Casual / Part-time', 'Casual/Vacation', false],
  ['VOLUNTEER', null, false],
  ['Sometimes', null, true],
  ['Zero hours', null, true],
  [['Roster', 'Casual'], 'Casual/Vacation', true],
  [undefined, null, false],
];

type CategoryStyle = 'path' | 'onet' | 'anzsco' | 'code-object' | 'category-name' | 'none';
const CATEGORY_STYLES: CategoryStyle[] = [
  'path',
  'onet',
  'anzsco',
  'code-object',
  'category-name',
  'none',
];

function occupationalCategory(title: FeedTitle, style: CategoryStyle): unknown {
  switch (style) {
    case 'path':
      return title.path;
    case 'onet':
      return `${title.onet} ${title.title}`;
    case 'anzsco':
      return title.anzsco;
    case 'code-object':
      return { '@type': 'CategoryCode', codeValue: title.anzsco, inCodeSet: 'ANZSCO' };
    case 'category-name':
      return title.category;
    case 'none':
      return undefined;
  }
}

const placeOf = (p: FeedPlace) => ({
  locality: p.locality,
  region: p.region,
  postalCode: p.postalCode,
});

/** The ordinary postings: every title, employer and place, cycling through the variants. */
function ordinaryPostings(random: Random, count: number, add: AddPosting) {
  for (let i = 0; i < count; i++) {
    const title = TITLES[i % TITLES.length] as FeedTitle;
    const employer = EMPLOYERS[(i * 3) % EMPLOYERS.length] as (typeof EMPLOYERS)[number];
    const place = PLACES[(i * 11) % PLACES.length] as FeedPlace;
    const [employmentType, workType, warns] = WORK_TYPES[
      i % WORK_TYPES.length
    ] as (typeof WORK_TYPES)[number];
    const style = CATEGORY_STYLES[i % CATEGORY_STYLES.length] as CategoryStyle;
    const day = 1 + (i % 28);
    const n = String(i + 1).padStart(4, '0');
    // Identifiers in the forms feeds use: text, a PropertyValue, a number, lower case.
    const idForms: [unknown, string][] = [
      [`AWK-${n}`, `AWK-${n}`],
      [{ '@type': 'PropertyValue', name: employer.name, value: `REQ/2026/${n}` }, `REQ/2026/${n}`],
      [200_000 + i, String(200_000 + i)],
      [`awk-lower-${n}`, `awk-lower-${n}`],
    ];
    const [identifier, stored] = idForms[i % idForms.length] as [unknown, string];
    const where = `${place.locality} ${place.region}`;
    add(
      {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        identifier,
        title: title.title,
        description: description(random, title.title, employer.name, where, 2 + (i % 3)),
        datePosted: `2026-10-${String(day).padStart(2, '0')}`,
        validThrough: '2027-06-30T23:59:59+10:00',
        employmentType,
        hiringOrganization: { '@type': 'Organization', ...employer },
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: place.locality,
            addressRegion: place.region,
            postalCode: place.postalCode,
            addressCountry: 'AU',
          },
          geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude },
        },
        occupationalCategory: occupationalCategory(title, style),
        skills: title.skills,
        baseSalary:
          i % 3 === 0
            ? {
                '@type': 'MonetaryAmount',
                currency: 'AUD',
                value: {
                  '@type': 'QuantitativeValue',
                  minValue: 60_000 + (i % 10) * 5000,
                  maxValue: 75_000 + (i % 10) * 5000,
                  unitText: 'YEAR',
                },
              }
            : undefined,
      },
      {
        identifier: stored,
        tags: [
          'ordinary',
          `work-type:${Array.isArray(employmentType) ? 'list' : String(employmentType)}`,
          `category:${style}`,
          ...(place.twin ? ['near-border'] : []),
        ],
        outcome: 'imported',
        intent: { title: title.title, employer: employer.name, place: placeOf(place) },
        workType,
        category: style === 'none' ? null : title.category,
        warnings: warns ? ['employmentType'] : [],
      },
    );
  }
}

export type AddPosting = (posting: unknown, expected: Omit<FeedCase, 'index'>) => void;

export function generateAwkwardFeed(seed = 2026): AwkwardFeed {
  const random = createRandom(seed);
  const postings: unknown[] = [];
  const cases: FeedCase[] = [];
  const add: AddPosting = (posting, expected) => {
    cases.push({ index: postings.length, ...expected });
    postings.push(posting);
  };
  ordinaryPostings(random, 440, add);
  specialPostings(random, add);
  return { postings, cases };
}

/** The files bench/quality holds: the feed (a JSON array, as feeds send it) and its cases. */
export function awkwardFeedFiles(seed?: number): Record<'feed.json' | 'feed-cases.json', string> {
  const { postings, cases } = generateAwkwardFeed(seed);
  return {
    'feed.json': `${JSON.stringify(postings, null, 2)}\n`,
    'feed-cases.json': `${JSON.stringify(cases, null, 2)}\n`,
  };
}
