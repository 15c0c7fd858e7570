import type { CareersJobAdvert } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { advertPageHtml, jobPostingJsonLd } from './advert-page';

const INDEX = `<!doctype html>
<html lang="en-AU">
  <head>
    <meta name="description" content="Find jobs." />
    <title>Talent Portal</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const URLS = {
  advert: 'https://talent.example/talent/careers/health/job/nurse-1/adv01/registered-nurse',
  origin: 'https://talent.example',
};

function buildAdvert(overrides: Partial<CareersJobAdvert> = {}): CareersJobAdvert {
  return {
    roleName: 'Registered Nurse',
    companyName: 'Harbour Health',
    companyCode: 'harbour',
    companyLogoUrl: '/api/careers/branding/logo/harbour.svg',
    communityName: 'Health Careers',
    heroImageUrl: null,
    source: 1,
    workLocationName: null,
    physicalLocation: null,
    locationCountryIso2: 'AU',
    locationPostCode: '2010',
    locationState: 'NSW',
    locationSuburb: 'Surry Hills',
    workType: 'Full time',
    flexibleWorkOption: null,
    flexibleWorkDescription: null,
    summary: 'Care for patients on a busy surgical ward.',
    description: 'Care for patients.',
    descriptionHtml: '<p>Care for patients.</p><ul><li>Night shifts</li></ul>',
    youtubeUrl: null,
    videoUrl: null,
    videoType: null,
    segmentCode: 'health',
    urlCode: 'nurse-1',
    advertUrlCode: 'adv01',
    seoSlug: 'registered-nurse',
    customCode: null,
    customApplyUrl: null,
    publishedAt: '2026-11-20T00:00:00.000Z',
    applicationsCloseAt: '2026-12-20T00:00:00.000Z',
    applicationsClosed: false,
    internalOnly: false,
    isEoi: false,
    numberOfPositions: 2,
    currencyIso3: 'AUD',
    salaryRange: '$95,000 - $110,000',
    salaryType: 'Annual',
    minSalary: 95000,
    maxSalary: 110000,
    specialties: [],
    keySellingPoints: [],
    category: null,
    subCategory: null,
    salaryDescription: null,
    destinationCode: null,
    strictJobPostEndDates: false,
    postedFrom: null,
    postedTo: null,
    internalPostedFrom: null,
    internalPostedTo: null,
    internalApplicationsCloseAt: null,
    internalApplicationsClosed: false,
    publicPostedFrom: null,
    publicPostedTo: null,
    publicApplicationsCloseAt: null,
    publicApplicationsClosed: false,
    relationship: null,
    ...overrides,
  };
}

/** The JSON-LD a page carries, parsed as a search engine reads it. */
function jsonLdOf(html: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]);
}

describe('the JobPosting of an advert', () => {
  it('has what search engines ask for, and the salary, type and close date the advert has', () => {
    expect(jobPostingJsonLd(buildAdvert(), URLS)).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Registered Nurse',
      description: '<p>Care for patients.</p><ul><li>Night shifts</li></ul>',
      datePosted: '2026-11-20T00:00:00.000Z',
      validThrough: '2026-12-20T00:00:00.000Z',
      employmentType: ['FULL_TIME'],
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Harbour Health',
        logo: 'https://talent.example/api/careers/branding/logo/harbour.svg',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Surry Hills',
          addressRegion: 'NSW',
          postalCode: '2010',
          addressCountry: 'AU',
        },
      },
      identifier: { '@type': 'PropertyValue', name: 'Harbour Health', value: 'nurse-1' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'AUD',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 95000,
          maxValue: 110000,
          unitText: 'YEAR',
        },
      },
      totalJobOpenings: 2,
      url: URLS.advert,
    });
  });

  it('leaves out what the advert does not say, and writes a text description as paragraphs', () => {
    const posting = jobPostingJsonLd(
      buildAdvert({
        workType: null,
        applicationsCloseAt: null,
        minSalary: null,
        maxSalary: null,
        companyLogoUrl: null,
        numberOfPositions: 0,
        descriptionHtml: null,
        description: 'First <part>.\n\nSecond part.',
        locationPostCode: null,
      }),
      URLS,
    );
    expect(posting).not.toHaveProperty('employmentType');
    expect(posting).not.toHaveProperty('validThrough');
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting).not.toHaveProperty('totalJobOpenings');
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Harbour Health' });
    expect(posting.description).toBe('<p>First &lt;part&gt;.</p><p>Second part.</p>');
    expect((posting.jobLocation as { address: object }).address).not.toHaveProperty('postalCode');
  });

  it('maps every work type of the catalogue to schema.org employment types', () => {
    const types = ['Full time', 'Part time', 'Contract/Temp', 'Casual/Vacation'].map(
      (workType) => jobPostingJsonLd(buildAdvert({ workType }), URLS).employmentType,
    );
    expect(types).toEqual([
      ['FULL_TIME'],
      ['PART_TIME'],
      ['CONTRACTOR', 'TEMPORARY'],
      ['PART_TIME', 'TEMPORARY'],
    ]);
  });
});

describe('the advert page', () => {
  it('puts the advert in the title, description, canonical link, JSON-LD and the root', () => {
    const html = advertPageHtml(INDEX, buildAdvert(), URLS);
    expect(html).toContain('<title>Registered Nurse - Harbour Health</title>');
    expect(html).toContain(
      '<meta name="description" content="Care for patients on a busy surgical ward." />',
    );
    expect(html).toContain(`<link rel="canonical" href="${URLS.advert}" />`);
    expect(jsonLdOf(html)).toMatchObject({ '@type': 'JobPosting', title: 'Registered Nurse' });
    expect(html).toMatch(
      /<div id="root"><article><h1>Registered Nurse<\/h1><p>Harbour Health · Surry Hills, NSW · Full time · \$95,000 - \$110,000<\/p><p>Care for patients\.<\/p>/,
    );
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('cannot be broken out of by what an employer typed', () => {
    const hostile = '</script><script>alert(1)</script> & "quotes"';
    const html = advertPageHtml(
      INDEX,
      buildAdvert({ roleName: hostile, companyName: '<b>Co</b>', summary: hostile }),
      URLS,
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp;');
    expect(jsonLdOf(html).title).toBe(hostile);
    expect(html).toContain('<h1>&lt;/script&gt;');
  });

  it('cuts a long description for the head at a word', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const html = advertPageHtml(INDEX, buildAdvert({ summary: words }), URLS);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/word\d+…$/);
  });
});
