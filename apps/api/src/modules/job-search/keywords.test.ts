import { describe, expect, it } from 'vitest';
import {
  buildAnyTsQuery,
  buildTsQuery,
  buildWrittenTsQuery,
  chooseCorrection,
  correctedUnits,
  editsBetween,
  keywordUnits,
  MAX_TERMS,
  parseKeywords,
} from './keywords';

const units = (...terms: string[]) => keywordUnits(terms);

describe('parseKeywords', () => {
  it('keeps only words, lowercased and deduplicated', () => {
    expect(parseKeywords('  React  developer, REACT! ').terms).toEqual(['react', 'developer']);
  });

  it('drops tsquery operators and SQL characters', () => {
    const { terms } = parseKeywords(`nurse & !(icu) | 'x'); DROP TABLE job; -- :* <->`);
    expect(terms).toEqual(['nurse', 'icu', 'x', 'drop', 'table', 'job']);
    expect(buildTsQuery(keywordUnits(terms), new Map())).not.toMatch(/[;'!<>-]/);
  });

  it('keeps letters and digits, accents folded, and C#, C++ and .NET as words', () => {
    expect(parseKeywords('Café Level 2').terms).toEqual(['cafe', 'level', '2']);
    expect(parseKeywords('Crème brûlée').terms).toEqual(['creme', 'brulee']);
    expect(parseKeywords('C# .NET c++').terms).toEqual(['csharp', 'dotnet', 'cplusplus']);
  });

  it('splits words joined by punctuation', () => {
    expect(parseKeywords('Vue/Nuxt Angular.js LR/MR Front-end/UX').terms).toEqual([
      'vue',
      'nuxt',
      'angular',
      'js',
      'lr',
      'mr',
      'front',
      'end',
      'ux',
    ]);
  });

  it(`uses at most ${MAX_TERMS} words`, () => {
    expect(parseKeywords('a b c d e f g h i j k').terms).toHaveLength(MAX_TERMS);
  });

  it('reads a single code as a possible job id', () => {
    expect(parseKeywords(' HLH-10234 ').jobId).toBe('hlh-10234');
    expect(parseKeywords('registered nurse').jobId).toBeNull();
    // Feed identifiers take other marks too.
    expect(parseKeywords('REQ/2025/0042').jobId).toBe('req/2025/0042');
  });

  it('reads names with a slash between them as any of them, with their synonyms', () => {
    // 'cook' has no group; 'chef' finds the kinds of chef too (the 'chef' group's narrower ones).
    const [chefCook] = parseKeywords('chef/cook').units;
    expect(chefCook?.words).toEqual(['chef', 'cook']);
    expect(chefCook?.alternatives?.[0]).toEqual(['chef']);
    // 'head chef' adds nothing to 'chef' in an OR: left out.
    expect(chefCook?.alternatives).not.toContainEqual(['head', 'chef']);
    expect(chefCook?.alternatives).toContainEqual(['patissier']);
    expect(chefCook?.alternatives?.at(-1)).toEqual(['cook']);
    // 'lr licence' adds nothing to 'lr' in an OR: left out.
    expect(parseKeywords('LR/MR driver').units[0]?.alternatives).toEqual([
      ['light', 'rigid'],
      ['lr'],
      ['medium', 'rigid'],
      ['mr'],
    ]);
    expect(parseKeywords('hr/payroll').units[0]?.alternatives).toEqual([
      ['human', 'resources'],
      ['hr'],
      ['payroll'],
    ]);
    // Not a list of names: a number, or an id.
    expect(parseKeywords('24/7 support').units.map((u) => u.words)).toEqual([
      ['24', '7'],
      ['support'],
    ]);
    expect(parseKeywords('REQ/2026/0002').units.map((u) => u.alternatives)).toEqual([
      [['req', '2026', '0002'], ['req20260002']],
    ]);
  });

  it('reads words joined by a mark as those words or as one word', () => {
    expect(parseKeywords('chart.js').units).toEqual([
      { words: ['chart', 'js'], alternatives: [['chart', 'js'], ['chartjs']] },
    ]);
    // ...unless together they name a synonym group.
    expect(parseKeywords('front-end').units[0]?.alternatives).toEqual([
      ['front', 'end'],
      ['frontend'],
    ]);
  });

  it('keeps repeated words inside a synonym run, and drops repeated parts', () => {
    expect(parseKeywords('fly in fly out').units.map((u) => u.words)).toEqual([
      ['fly', 'in', 'fly', 'out'],
    ]);
    expect(parseKeywords('nurse Nurse').units).toHaveLength(1);
  });

  it('is empty for blank input', () => {
    expect(parseKeywords(undefined)).toEqual({ terms: [], units: [], jobId: null });
    expect(parseKeywords('  --  ').terms).toEqual([]);
  });
});

describe('buildTsQuery', () => {
  it('ANDs prefix terms and ORs in corrections, a misspelt word and its corrections whole', () => {
    const corrections = new Map([['developr', ['developer', 'developed']]]);
    expect(buildTsQuery(units('swift', 'developr'), corrections)).toBe(
      'swift:* & (developr | developer | developed)',
    );
  });

  it('matches a known whole word whole, and other words as prefixes', () => {
    expect(buildTsQuery(units('swift', 'swi'), new Map(), new Set(['swift']))).toBe(
      'swift & swi:*',
    );
  });

  it('ORs the terms of a synonym group, matched whole, for the run of words naming it', () => {
    expect(buildTsQuery(units('sparky'), new Map(), new Set(['sparky']))).toBe(
      '(electrician | sparky | sparkie | lecky)',
    );
    // A typed word the jobs do not use whole may still be being typed.
    expect(buildTsQuery(units('sparky'), new Map())).toBe(
      '(electrician | sparky:* | sparkie | lecky)',
    );
    expect(buildTsQuery(units('en', 'aged', 'care'), new Map())).toBe(
      '((enrolled & nurse) | en | (division & 2 & nurse) | (div & 2 & nurse)) & aged:* & care:*',
    );
    // A licence also finds the jobs it is for.
    expect(buildTsQuery(units('hr', 'licence'), new Map())).toBe(
      '((heavy & rigid) | (hr & licence) | (hr & driver))',
    );
  });

  it('ORs the parts for ranking by some of the words, and has none for one part', () => {
    expect(buildAnyTsQuery(units('truck', 'washer'), new Map(), new Set(['truck']))).toBe(
      'truck | washer:*',
    );
    // 'kitchen hand' is one part: a synonym group.
    expect(buildAnyTsQuery(units('kitchen', 'hand'), new Map())).toBeNull();
    expect(buildAnyTsQuery(units('nurse'), new Map())).toBeNull();
  });
});

describe('buildWrittenTsQuery', () => {
  const units = (text: string) => parseKeywords(text).units;

  it('asks for each word as written, in the singular or plural, marked as the title vector marks them', () => {
    expect(buildWrittenTsQuery(units('gardener'), new Map(), new Set(['gardener']))).toBe(
      "('=gardener' | '=gardeners')",
    );
    expect(buildWrittenTsQuery(units('vacancy'), new Map(), new Set(['vacancy']))).toContain(
      "'=vacancies'",
    );
  });

  it('takes a word still being typed as a prefix, a misspelt one with its correction', () => {
    expect(buildWrittenTsQuery(units('electr'), new Map(), new Set())).toBe("'=electr':*");
    expect(buildWrittenTsQuery(units('plumbr'), new Map([['plumbr', ['plumber']]]))).toContain(
      "'=plumber'",
    );
  });

  it('gives every alternative of a synonym run, its words all present, and nothing for no words', () => {
    const query = buildWrittenTsQuery(units('sparky'), new Map());
    expect(query).toContain("'=electrician'");
    expect(query).toContain("'=sparky'");
    expect(buildWrittenTsQuery(units('truck driver'), new Map())).toContain(
      "(('=truck' | '=trucks') & ('=driver' | '=drivers'))",
    );
    expect(buildWrittenTsQuery([], new Map())).toBeNull();
  });
});

describe('corrections', () => {
  it('lets a correction that names a synonym group match the group', () => {
    const corrections = new Map([
      ['electrision', ['electrician']],
      ['plumbr', ['plumbe']],
    ]);
    const [electric, plumb] = correctedUnits(units('electrision', 'plumbr'), corrections);
    expect(electric?.alternatives).toEqual([
      ['electrision'],
      ['electrician'],
      ['sparky'],
      ['sparkie'],
      ['lecky'],
    ]);
    expect(plumb?.alternatives).toBeNull();
  });

  it('counts a swap of two letters as one edit', () => {
    expect(editsBetween('recepionist', 'receptionist', 3)).toBe(1);
    expect(editsBetween('electrision', 'electrician', 3)).toBe(2);
    expect(editsBetween('barsita', 'barista', 3)).toBe(1);
    expect(editsBetween('', 'abc', 3)).toBe(3);
    expect(editsBetween('', 'abc', 2)).toBeNull();
  });

  it('corrects to the closest real word, the most used among equally close ones', () => {
    const candidates = [
      { word: 'electrical', documents: 40 },
      { word: 'electrician', documents: 12 },
      { word: 'elect', documents: 90 },
    ];
    expect(chooseCorrection('electrision', candidates)).toBe('electrician');
    expect(
      chooseCorrection('plumbr', [
        { word: 'plumber', documents: 3 },
        { word: 'plumbe', documents: 9 },
      ]),
    ).toBe('plumbe');
  });

  it('has no correction for a word no real word is close to', () => {
    expect(chooseCorrection('xqzvbt', [{ word: 'vat', documents: 5 }])).toBeNull();
    expect(chooseCorrection('blorp', [{ word: 'blog', documents: 5 }])).toBeNull();
  });
});
