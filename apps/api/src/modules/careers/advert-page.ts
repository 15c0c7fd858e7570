// The public advert as the first HTML response carries it, for readers without JavaScript and
// for search engines: its title and description in the head, schema.org JobPosting JSON-LD, and
// the advert's text in the app's root element (the app replaces it when it starts). Pure.
import type { CareersJobAdvert } from '@talent/contract';

/** Our work types (data/work-types.json of the catalogue) as schema.org employment types. */
const EMPLOYMENT_TYPES: Readonly<Record<string, string[]>> = {
  'Full time': ['FULL_TIME'],
  'Part time': ['PART_TIME'],
  'Contract/Temp': ['CONTRACTOR', 'TEMPORARY'],
  // Casual work here is paid by the hour, without set hours or an end date promised.
  'Casual/Vacation': ['PART_TIME', 'TEMPORARY'],
};

/** The catalogue's salary types (job-posting-salary.ts) as schema.org unit texts. */
const SALARY_UNITS: Readonly<Record<string, string>> = {
  Hourly: 'HOUR',
  Daily: 'DAY',
  Weekly: 'WEEK',
  Monthly: 'MONTH',
  Annual: 'YEAR',
};

const DESCRIPTION_LENGTH = 160;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON that cannot end its script element or break a line in old parsers. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** A short description for the head: the summary, else the start of the description. */
function shortDescription(advert: CareersJobAdvert): string {
  const text =
    advert.summary?.trim() ||
    (advert.descriptionHtml ? plainText(advert.descriptionHtml) : (advert.description ?? ''));
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LENGTH / 2))}…`;
}

const placeText = (advert: CareersJobAdvert) =>
  advert.workLocationName ||
  [advert.locationSuburb, advert.locationState].filter(Boolean).join(', ') ||
  advert.physicalLocation ||
  '';

/** The advert's own HTML description (sanitised by the careers module), else its text. */
const descriptionHtml = (advert: CareersJobAdvert) =>
  advert.descriptionHtml ??
  (advert.description ?? '')
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join('');

/**
 * schema.org JobPosting, with what search engines ask for (title, description, datePosted,
 * hiringOrganization, jobLocation) and what the advert has of the rest.
 */
export function jobPostingJsonLd(
  advert: CareersJobAdvert,
  urls: { advert: string; origin: string },
): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, urls.origin).toString();
  const employmentType = advert.workType ? EMPLOYMENT_TYPES[advert.workType] : undefined;
  const unitText = advert.salaryType ? SALARY_UNITS[advert.salaryType] : undefined;
  const hasSalary =
    advert.currencyIso3 && unitText && (advert.minSalary != null || advert.maxSalary != null);
  const address = Object.fromEntries(
    Object.entries({
      addressLocality: advert.locationSuburb,
      addressRegion: advert.locationState,
      postalCode: advert.locationPostCode,
      addressCountry: advert.locationCountryIso2,
    }).filter(([, value]) => value),
  );
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: advert.roleName,
    description: descriptionHtml(advert) || escapeHtml(advert.roleName),
    datePosted: advert.publishedAt,
    ...(advert.applicationsCloseAt ? { validThrough: advert.applicationsCloseAt } : {}),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: advert.companyName,
      ...(advert.companyLogoUrl ? { logo: absolute(advert.companyLogoUrl) } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', ...address },
    },
    identifier: { '@type': 'PropertyValue', name: advert.companyName, value: advert.urlCode },
    ...(hasSalary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: advert.currencyIso3,
            value: {
              '@type': 'QuantitativeValue',
              ...(advert.minSalary != null ? { minValue: advert.minSalary } : {}),
              ...(advert.maxSalary != null ? { maxValue: advert.maxSalary } : {}),
              unitText,
            },
          },
        }
      : {}),
    ...(advert.numberOfPositions ? { totalJobOpenings: advert.numberOfPositions } : {}),
    url: urls.advert,
  };
}

/** The app's index.html with the advert in its head and its root element. */
export function advertPageHtml(
  indexHtml: string,
  advert: CareersJobAdvert,
  urls: { advert: string; origin: string },
): string {
  const title = `${advert.roleName} - ${advert.companyName}`;
  const description = shortDescription(advert);
  const facts = [advert.companyName, placeText(advert), advert.workType, advert.salaryRange]
    .filter((fact): fact is string => Boolean(fact?.trim()))
    .map(escapeHtml)
    .join(' · ');
  const head = [
    `<link rel="canonical" href="${escapeHtml(urls.advert)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(urls.advert)}" />`,
    `<script type="application/ld+json">${scriptJson(jobPostingJsonLd(advert, urls))}</script>`,
  ].join('\n    ');
  const body = `<article><h1>${escapeHtml(advert.roleName)}</h1><p>${facts}</p>${descriptionHtml(advert)}</article>`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}
