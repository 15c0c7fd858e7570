// The search feed: a second schema.org JobPosting feed for the search quality set, with the titles
// the awkward feed lacks: accented and unaccented spellings (Café Manager, Cafe Manager,
// Pâtissier), words inside punctuation (Vue/Nuxt, C#, .NET, Node.js, LR/MR), the market's short
// forms beside the long ones (Sparky, Chippy, AIN, PCA, EN, RN, FIFO, 2IC, Truckie, Storeperson),
// adverts that name a job once without being it, or only in their skills, long adverts and
// cross-posted ones. Every posting is an ordinary, importable one; each comes with its case: what
// it tests (tags) and what a reader takes it to be (title, employer, place). Deterministic: the
// same seed gives the same feed (no clock, no Math.random).
import { createRandom, type Random } from '@talent/db/demo';
import type { FeedIntent } from './awkward-feed';
import { type FeedPlace, PLACES } from './awkward-feed-data';
import {
  APPLY,
  BENEFITS,
  FAMILIES,
  type Family,
  LONG_HEADINGS,
  LONG_SECTIONS,
  ROWS,
  type Row,
} from './search-feed-data';

export interface SearchFeedCase {
  /** 0-based position in the search feed. */
  index: number;
  identifier: string;
  /** What the posting tests ('accent', 'punctuation', 'synonym', 'mentions:electrician', ...). */
  tags: string[];
  intent: FeedIntent;
  /** Every posting of this feed is an ordinary one the import takes. */
  outcome: 'imported';
}

export interface SearchFeed {
  postings: unknown[];
  cases: SearchFeedCase[];
}

/** The places postings cycle through: not the names found in two states (they test places). */
const CYCLE_PLACES = PLACES.filter((p) => !['Richmond', 'Kingston'].includes(p.locality)).filter(
  (p) => !(p.locality === 'Perth' && p.region === 'TAS'),
);

const EMPLOYMENT_TYPES = ['FULL_TIME', 'FULL_TIME', 'PART_TIME', 'CASUAL', 'CONTRACTOR'];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** "a" or "an" as an Australian reads the role aloud (an RN, an MR Driver, a UX Designer). */
function article(role: string): string {
  if (/^U[A-Z]/.test(role)) return 'a';
  return /^[aeiou]/i.test(role) || /^[FHLMNRSX][A-Z]/.test(role) ? 'an' : 'a';
}

function placeNamed(locality: string): FeedPlace {
  const place = PLACES.find((p) => p.locality === locality);
  if (!place) throw new Error(`No place ${locality}`);
  return place;
}

function description(
  random: Random,
  row: Row,
  family: Family,
  employer: string,
  where: string,
): string {
  const role = row.role ?? row.title;
  const items = (list: readonly string[], count: number) =>
    random
      .sample(list, count)
      .map((item) => `<li>${escapeHtml(item)}</li>`)
      .join('');
  const intro = row.intro ?? random.pick(family.intro);
  const parts = [
    '<h2>About the role</h2>',
    `<p>${escapeHtml(`${employer} is looking for ${article(role)} ${role} to join the team in ${where}. ${intro}`)}</p>`,
    `<h3>What you will do</h3><ul>${items(family.duties, 4)}</ul>`,
    `<h3>About you</h3><ul>${items(family.about, 3)}</ul>`,
  ];
  const long = row.long ?? 0;
  // A long advert names another job once, half-way through (the ranking cases).
  const mentionAt = row.mention ? Math.floor(long / 2) : -1;
  if (row.mention && long === 0) parts.push(`<p>${escapeHtml(row.mention)}</p>`);
  for (let i = 0; i < long; i++) {
    const [heading, text] = LONG_SECTIONS[i % LONG_SECTIONS.length] as [string, string];
    parts.push(
      `<h3>${LONG_HEADINGS[i % LONG_HEADINGS.length]}</h3><ul>${items([...family.duties, ...family.about], 4)}</ul>`,
      `<h3>${heading}</h3><p>${escapeHtml(text)}</p>`,
    );
    if (i === mentionAt && row.mention) parts.push(`<p>${escapeHtml(row.mention)}</p>`);
  }
  parts.push(
    `<h3>What we offer</h3><p>${escapeHtml(random.sample(BENEFITS, 2).join(' '))}</p>`,
    `<p>${escapeHtml(random.pick(APPLY))}</p>`,
  );
  const html = parts.join('\n');
  return row.ascii ? withoutAccents(html) : html;
}

export function generateSearchFeed(seed = 2027): SearchFeed {
  const random = createRandom(seed);
  const postings: unknown[] = [];
  const cases: SearchFeedCase[] = [];
  const perFamily = new Map<string, number>();
  ROWS.forEach((row, rowIndex) => {
    const family: Family = FAMILIES[row.family];
    const seen = perFamily.get(row.family) ?? 0;
    perFamily.set(row.family, seen + 1);
    const employer = row.employer ?? (family.employers[seen % family.employers.length] as string);
    const place = row.place
      ? placeNamed(row.place)
      : (CYCLE_PLACES[(rowIndex * 7) % CYCLE_PLACES.length] as FeedPlace);
    const where = `${place.locality} ${place.region}`;
    // Managers, supervisors and engineers are hired full time; a title may say part time.
    const employmentType = /part time/i.test(row.title)
      ? 'PART_TIME'
      : /manager|supervisor|engineer|head chef/i.test(row.title)
        ? 'FULL_TIME'
        : (EMPLOYMENT_TYPES[rowIndex % EMPLOYMENT_TYPES.length] as string);
    const day = 1 + ((rowIndex * 5) % 28);
    const text = description(random, row, family, employer, where);
    const copies = row.crossPosted ? 2 : 1;
    for (let copy = 0; copy < copies; copy++) {
      const identifier = `SRCH-${String(postings.length + 1).padStart(4, '0')}`;
      const posting: Record<string, unknown> = {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        identifier,
        title: row.title,
        // The second copy of a cross-posted advert: the same job, a line added, a day later.
        description:
          copy === 0 ? text : `${text}\n<p>This role is also advertised on our careers site.</p>`,
        datePosted: `2026-10-${String(Math.min(28, day + copy)).padStart(2, '0')}`,
        validThrough: '2027-06-30T23:59:59+10:00',
        employmentType,
        hiringOrganization: { '@type': 'Organization', name: employer },
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
        occupationalCategory: rowIndex % 3 === 2 ? undefined : family.path,
        skills: row.skills,
      };
      postings.push(posting);
      cases.push({
        index: cases.length,
        identifier,
        tags: [...row.tags, ...(copy === 1 ? ['cross-posted:copy'] : [])],
        intent: {
          title: row.title,
          employer,
          place: { locality: place.locality, region: place.region, postalCode: place.postalCode },
        },
        outcome: 'imported',
      });
    }
  });
  return { postings, cases };
}

/** The files bench/quality holds for the search feed: the feed (a JSON array) and its cases. */
export function searchFeedFiles(
  seed?: number,
): Record<'search-feed.json' | 'search-feed-cases.json', string> {
  const { postings, cases } = generateSearchFeed(seed);
  return {
    'search-feed.json': `${JSON.stringify(postings, null, 2)}\n`,
    'search-feed-cases.json': `${JSON.stringify(cases, null, 2)}\n`,
  };
}
