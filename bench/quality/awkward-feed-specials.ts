// The awkward feed's special postings (see awkward-feed.ts): one or a few per case, each with
// what the import should make of it.
import type { Random } from '@talent/db/demo';
import type { AddPosting, FeedCase, FeedIntent } from './awkward-feed';
import { description } from './awkward-feed-data';

const SYDNEY = { locality: 'Sydney', region: 'NSW', postalCode: '2000' };
const SYDNEY_PLACE = {
  address: {
    addressLocality: 'Sydney',
    addressRegion: 'NSW',
    postalCode: '2000',
    addressCountry: 'AU',
  },
  geo: { latitude: -33.8688, longitude: 151.2093 },
};

type Expected = Omit<FeedCase, 'index' | 'intent'> & { intent?: FeedIntent | null };

export function specialPostings(random: Random, add: AddPosting) {
  let n = 0;
  /** A plain posting in Sydney with these fields replaced (undefined removes one). */
  const posting = (fields: Record<string, unknown>) => {
    const id = `SPECIAL-${String(++n).padStart(3, '0')}`;
    const title = typeof fields.title === 'string' ? fields.title : 'Customer Service Officer';
    const base: Record<string, unknown> = {
      '@type': 'JobPosting',
      identifier: id,
      title,
      description: description(
        random,
        'Customer Service Officer',
        'Harbour City Council',
        'Sydney NSW',
        2,
      ),
      datePosted: '2026-10-15',
      validThrough: '2027-06-30',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Harbour City Council' },
      jobLocation: SYDNEY_PLACE,
    };
    return { id, record: { ...base, ...fields } };
  };
  const job = (
    fields: Record<string, unknown>,
    expected: Expected,
    intent: Partial<FeedIntent> = {},
  ) => {
    const { id, record } = posting(fields);
    const { intent: given, ...rest } = expected;
    add(record, {
      ...rest,
      identifier: id,
      intent:
        given === undefined
          ? {
              title: 'Customer Service Officer',
              employer: 'Harbour City Council',
              place: SYDNEY,
              ...intent,
            }
          : given,
    });
  };
  const ok = (tags: string[], warnings: string[] = [], more: Partial<Expected> = {}): Expected => ({
    identifier: null,
    tags,
    outcome: 'imported',
    workType: 'Full time',
    warnings,
    ...more,
  });

  // Titles and names: entities, invisible characters, spaces, tags.
  job({ title: 'Chef &amp; Cook' }, ok(['entities']), { title: 'Chef & Cook' });
  job({ title: 'Barista &amp;amp; Waiter' }, ok(['entities', 'double-encoded']), {
    title: 'Barista & Waiter',
  });
  job({ title: 'Registered Nurse &ndash; ICU' }, ok(['entities']), {
    title: 'Registered Nurse – ICU',
  });
  job({ title: 'Electri\u200bcian' }, ok(['zero-width']), { title: 'Electrician' });
  job({ title: 'Forklift Driver&#8203;' }, ok(['zero-width', 'entities']), {
    title: 'Forklift Driver',
  });
  job({ title: '\u00a0\u00a0Plumber\u00a0\u00a0–   Maintenance \n' }, ok(['whitespace']), {
    title: 'Plumber – Maintenance',
  });
  job({ title: '<b>Senior</b> Software Engineer' }, ok(['tags-in-title']), {
    title: 'Senior Software Engineer',
  });
  job({ title: 'WAREHOUSE STOREPERSON - NIGHT SHIFT' }, ok(['all-caps']), {
    title: 'WAREHOUSE STOREPERSON - NIGHT SHIFT',
  });
  job({ hiringOrganization: { name: 'Sol &amp; Sea Caf&eacute;' } }, ok(['entities', 'employer']), {
    employer: 'Sol & Sea Café',
  });
  job(
    { hiringOrganization: { name: '\ufeffTasman Digital\u200d' } },
    ok(['zero-width', 'employer']),
    { employer: 'Tasman Digital' },
  );
  job({ hiringOrganization: 'Koala Retail Group' }, ok(['employer-as-text']), {
    employer: 'Koala Retail Group',
  });
  for (const name of ['HARBOURLINE HEALTH', 'Harbourline Health Pty Ltd']) {
    job(
      { hiringOrganization: { name, sameAs: ['https://harbourline.example/'] } },
      ok(['employer-spelling', 'same-employer-by-website']),
      { employer: 'Harbourline Health' },
    );
  }
  job(
    {
      description:
        '<p onclick="steal()">Answer calls.<script>alert(1)</script> <a href="javascript:alert(2)">Apply</a></p><img src=x onerror=alert(3)>',
    },
    ok(['unsafe-html']),
  );

  // Records that are no job: skipped with a reason.
  const skipped = (fields: Record<string, unknown>, tags: string[], reason: string) =>
    job(fields, {
      identifier: null,
      tags: ['skipped', ...tags],
      outcome: 'skipped',
      reason,
      intent: null,
    });
  skipped({ title: undefined }, ['no-title'], 'title:');
  skipped({ title: '&nbsp;\u200b' }, ['blank-title'], 'title:');
  skipped({ hiringOrganization: undefined }, ['no-employer'], 'hiringOrganization:');
  skipped({ hiringOrganization: { name: '  ' } }, ['blank-employer'], 'hiringOrganization.name:');
  skipped({ jobLocation: undefined }, ['no-place'], 'jobLocation:');
  skipped({ jobLocation: [{}] }, ['empty-place'], 'jobLocation:');
  skipped(
    { jobLocation: { geo: { latitude: 200, longitude: 500 } } },
    ['bad-geo-only'],
    'jobLocation:',
  );
  add('JobPosting', {
    identifier: null,
    tags: ['skipped', 'not-an-object'],
    outcome: 'skipped',
    reason: 'record:',
    intent: null,
  });
  add(null, {
    identifier: null,
    tags: ['skipped', 'null'],
    outcome: 'skipped',
    reason: 'record:',
    intent: null,
  });

  // Remote jobs: no place, the flag or a place that says so.
  const remote = { place: 'remote' as const };
  job({ jobLocation: undefined, jobLocationType: 'TELECOMMUTE' }, ok(['remote']), remote);
  job(
    {
      jobLocation: undefined,
      jobLocationType: 'telecommute',
      applicantLocationRequirements: { '@type': 'Country', name: 'Australia' },
    },
    ok(['remote', 'lower-case']),
    remote,
  );
  job({ jobLocation: 'Remote' }, ok(['remote', 'place-as-text']), remote);
  job(
    { jobLocation: 'Work from home', employmentType: 'Contract' },
    ok(['remote', 'place-as-text'], [], { workType: 'Contract/Temp' }),
    remote,
  );
  job({ jobLocationType: 'TELECOMMUTE' }, ok(['remote', 'with-place']));

  // Places written in other ways.
  const at = (locality: string, region: string, postalCode: string) => ({
    place: { locality, region, postalCode },
  });
  job(
    { jobLocation: { address: 'Parramatta NSW 2150' } },
    ok(['address-as-text']),
    at('Parramatta', 'NSW', '2150'),
  );
  job(
    { jobLocation: { address: 'Hobart, Tasmania, Australia' } },
    ok(['address-as-text']),
    at('Hobart', 'TAS', ''),
  );
  job(
    { jobLocation: 'Wodonga VIC 3690' },
    ok(['place-as-text', 'near-border']),
    at('Wodonga', 'VIC', '3690'),
  );
  job(
    {
      jobLocation: {
        address: {
          addressLocality: 'Darwin',
          addressRegion: 'NT',
          postalCode: 800,
          addressCountry: 'Australia',
        },
      },
    },
    ok(['post-code-as-number', 'country-name']),
    at('Darwin', 'NT', '0800'),
  );
  job(
    {
      jobLocation: {
        address: {
          addressLocality: 'Albury',
          addressRegion: 'NSW',
          postalCode: '2640',
          addressCountry: { '@type': 'Country', name: 'Australia' },
        },
        geo: { latitude: '-36.0806', longitude: '146.9158' },
      },
    },
    ok(['geo-as-text', 'near-border']),
    at('Albury', 'NSW', '2640'),
  );
  job(
    {
      jobLocation: [
        {
          address: { addressLocality: 'Albury', addressRegion: 'NSW', postalCode: '2640' },
          geo: { latitude: -36.0806, longitude: 146.9158 },
        },
        {
          address: { addressLocality: 'Wodonga', addressRegion: 'VIC', postalCode: '3690' },
          geo: { latitude: -36.1218, longitude: 146.8881 },
        },
      ],
    },
    ok(['several-places', 'near-border']),
    at('Albury', 'NSW', '2640'),
  );
  job(
    {
      jobLocation: {
        address: { addressLocality: 'Tweed Heads', addressRegion: 'NSW', postalCode: '2485' },
        geo: { latitude: 128.1, longitude: 153.5 },
      },
    },
    ok(['bad-geo', 'near-border'], ['jobLocation.0.geo.latitude']),
    at('Tweed Heads', 'NSW', '2485'),
  );
  job(
    { jobLocation: { address: { addressLocality: 'Richmond' } } },
    ok(['ambiguous-place']),
    at('Richmond', '', ''),
  );
  job(
    {
      jobLocation: {
        address: { addressLocality: 'Perth', addressRegion: 'TAS', postalCode: '7300' },
      },
    },
    ok(['ambiguous-place']),
    at('Perth', 'TAS', '7300'),
  );

  // Identifiers.
  const made = (
    fields: Record<string, unknown>,
    tags: string[],
    warnings: string[],
    intent: Partial<FeedIntent>,
  ) => {
    const { record } = posting(fields);
    delete record.identifier;
    add(record, {
      ...ok(['identifier', ...tags], warnings),
      intent: {
        title: 'Customer Service Officer',
        employer: 'Harbour City Council',
        place: SYDNEY,
        ...intent,
      },
    });
  };
  made({ title: 'Library Assistant' }, ['no-identifier'], ['identifier'], {
    title: 'Library Assistant',
  });
  made({ title: 'Parking Officer' }, ['no-identifier'], ['identifier'], {
    title: 'Parking Officer',
  });
  made(
    { title: 'Lifeguard', identifier: { '@type': 'PropertyValue', name: 'no value' } },
    ['identifier-without-value'],
    ['identifier'],
    { title: 'Lifeguard' },
  );
  made(
    { title: 'Arborist', identifier: `LONG-${'x'.repeat(250)}` },
    ['identifier-too-long'],
    ['identifier'],
    { title: 'Arborist' },
  );
  add(
    { ...posting({ title: 'Gardener' }).record, identifier: ' AWK-ZW\u200b-1 ' },
    {
      ...ok(['identifier', 'zero-width']),
      identifier: 'AWK-ZW-1',
      intent: { title: 'Gardener', employer: 'Harbour City Council', place: SYDNEY },
    },
  );
  add(
    { ...posting({ title: 'Events Coordinator' }).record, identifier: 'Req-MiXeD-42' },
    {
      ...ok(['identifier', 'mixed-case']),
      identifier: 'Req-MiXeD-42',
      intent: { title: 'Events Coordinator', employer: 'Harbour City Council', place: SYDNEY },
    },
  );
  // The same identifier twice: the later posting wins.
  const first = posting({ title: 'Bus Driver' });
  add(first.record, {
    ...ok(['duplicate-identifier']),
    identifier: first.id,
    outcome: 'replaced',
    intent: null,
  });
  add(
    { ...first.record, title: 'Bus Driver (Casual)', employmentType: 'Casual' },
    {
      ...ok(['duplicate-identifier', 'later-wins']),
      identifier: first.id,
      workType: 'Casual/Vacation',
      intent: { title: 'Bus Driver (Casual)', employer: 'Harbour City Council', place: SYDNEY },
    },
  );
  // The same record twice: one job (the later record is the one written).
  const twice = posting({ title: 'Swim Teacher' });
  add(twice.record, {
    ...ok(['exact-duplicate']),
    identifier: twice.id,
    outcome: 'replaced',
    intent: null,
  });
  add(twice.record, {
    ...ok(['exact-duplicate']),
    identifier: twice.id,
    intent: { title: 'Swim Teacher', employer: 'Harbour City Council', place: SYDNEY },
  });
  // One job cross-posted under two identifiers: two jobs.
  for (const suffix of ['A', 'B']) {
    add(
      { ...posting({ title: 'Rates Officer' }).record, identifier: `XPOST-${suffix}` },
      {
        ...ok(['cross-posted']),
        identifier: `XPOST-${suffix}`,
        intent: { title: 'Rates Officer', employer: 'Harbour City Council', place: SYDNEY },
      },
    );
  }

  // Dates.
  job({ datePosted: undefined }, ok(['no-date'], ['datePosted']));
  job({ datePosted: 'yesterday' }, ok(['bad-date'], ['datePosted']));
  job(
    { datePosted: '2026-10-20', validThrough: '2026-10-01' },
    ok(['closes-before-posted'], ['validThrough']),
  );
  job({ datePosted: '2026-10-20T09:00:00+10:30' }, ok(['date-with-zone']));
  job(
    { datePosted: '2025-01-06', validThrough: '2025-02-28' },
    { ...ok(['closed']), outcome: 'closed' },
  );

  // Salaries.
  job(
    {
      baseSalary: {
        currency: 'AUD',
        value: { minValue: '65,000', maxValue: '75,000', unitText: 'YEAR' },
      },
    },
    ok(['salary-with-commas']),
  );
  job(
    { baseSalary: { currency: 'AUD', value: 'Negotiable' } },
    ok(['salary-as-words'], ['baseSalary.value']),
  );
  job(
    {
      baseSalary: {
        currency: 'AUD',
        value: { minValue: 90_000, maxValue: 70_000, unitText: 'YEAR' },
      },
    },
    ok(['salary-inverted'], ['baseSalary.value.minValue']),
  );
  job(
    { baseSalary: { value: { minValue: 30, maxValue: 35, unitText: 'HOUR' } } },
    ok(['salary-no-currency'], ['baseSalary.currency']),
  );
  job(
    {
      baseSalary: { currency: 'aud', value: { minValue: '32.50', maxValue: 38, unitText: 'hour' } },
    },
    ok(['salary-lower-case']),
  );

  // Descriptions: long, too long, missing, empty once cleaned, plain text.
  for (const paragraphs of [60, 120, 200]) {
    job(
      {
        description: description(
          random,
          'Project Officer',
          'Harbour City Council',
          'Sydney NSW',
          paragraphs,
        ),
      },
      ok(['long-description']),
      { title: 'Customer Service Officer' },
    );
  }
  job(
    { description: `<p>${'Serve the community. '.repeat(6000)}</p>` },
    ok(['description-too-long'], ['description']),
  );
  job({ description: undefined }, ok(['no-description'], ['description']));
  job(
    { description: '<script>alert(1)</script>' },
    ok(['description-without-text'], ['description']),
  );
  job(
    { description: 'Answer calls.\r\n\r\n- Help residents\r\n- Take payments' },
    ok(['plain-text-description']),
  );

  // Occupational categories beyond the ordinary postings' forms.
  const filed = (
    value: unknown,
    category: string | null,
    tags: string[],
    warnings: string[] = [],
  ) => job({ occupationalCategory: value }, ok(['category', ...tags], warnings, { category }));
  filed('99-9999.00', null, ['unknown-code'], ['occupationalCategory']);
  filed('Aquaculture', 'Aquaculture', ['new-category']);
  filed(
    { '@type': 'CategoryCode', codeValue: 254412, inCodeSet: { name: 'ANZSCO' } },
    'Healthcare & Medical',
    ['numeric-code'],
  );
  filed(['Nursing', 'Healthcare > Nursing'], 'Healthcare & Medical', ['list']);
  filed('HOSPITALITY AND TOURISM', 'Hospitality & Tourism', ['other-case']);
  filed('Chef', 'Hospitality & Tourism', ['occupation-name']);
  filed('Healthcare &gt; Aged Care', 'Healthcare & Medical', ['entities', 'path']);

  // Other fields feeds get wrong.
  job({ url: 'javascript:alert(1)' }, ok(['unsafe-url'], ['url']));
  job({ '@type': 'Organization' }, ok(['wrong-type'], ['@type']));
  job({ totalJobOpenings: 0 }, ok(['bad-openings'], ['totalJobOpenings']));
  job({ totalJobOpenings: '3' }, ok(['openings-as-text']));
  job({ skills: 'Customer service, Cash handling; Customer service' }, ok(['skills-as-text']));
  job(
    { talentPortal: { flexibleWorkOption: 'Anywhere', customCode: 'HCC-7' } },
    ok(['bad-extension'], ['talentPortal.flexibleWorkOption']),
  );
}
