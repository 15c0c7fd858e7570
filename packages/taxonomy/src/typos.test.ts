// Typos in a text's long words are read as the name's word they miss ("electrican"), never a
// real word as another ("emailing" is not "mailing").
import { describe, expect, it } from 'vitest';
import { realWordList, taxonomy } from '.';
import type { TaxonomyEntry } from './entries';
import { normalise } from './normalise';
import { createTaxonomy } from './taxonomy';

const skill = (id: string, label: string, aliases: string[] = []): TaxonomyEntry => ({
  id,
  kind: 'skill',
  label,
  aliases,
  category: 'general',
});
const entries = [
  skill('mailing', 'Mailing'),
  skill('painting', 'Painting'),
  skill('receiving', 'Goods receiving', ['Receiving']),
  skill('relieving', 'Relieving'),
  skill('customer-service', 'Customer service'),
  skill('electrical', 'Electrical'),
  skill('electrician', 'Electrician'),
  skill('cabling', 'Cabling'),
  skill('calling', 'Calling'),
];
const words = new Set(
  entries.flatMap((e) => [e.label, ...e.aliases]).flatMap((l) => normalise(l).split(' ')),
);
const t = createTaxonomy(entries, {
  typos: { realWords: ['emailing', 'pointing'], checked: [...words] },
});
const found = (text: string) => t.extract(text).map((m) => m.id);

describe('typos', () => {
  it('reads a long word one slip from a name word as that word', () => {
    expect(found('custmer service')).toEqual(['customer-service']);
    expect(found('network cablling')).toEqual(['cabling']);
    expect(t.resolve('Electrican')?.id).toBe('electrician');
  });

  it('reads the likeliest slip when several words are one edit away', () => {
    // Two letters swapped before one replaced; a letter left out before the last one replaced.
    expect(found('recieving')).toEqual(['receiving']);
    expect(found('electrican')).toEqual(['electrician']);
  });

  it('never reads a real word, a short word, a capitalised rare slip or a possessive as another', () => {
    expect(found('emailing and pointing')).toEqual([]);
    expect(found('mailng')).toEqual([]);
    expect(found('Carlton')).toEqual([]);
    expect(found("the painting's")).toEqual(['painting']);
  });

  it('reads no typo without a list of real words', () => {
    expect(createTaxonomy(entries).extract('custmer service')).toEqual([]);
  });

  it('reads typos with the data files, and real words as written', () => {
    const ids = (text: string) => taxonomy.extract(text).map((m) => m.label);
    expect(ids('A grade electrican')).toEqual(['Electrician (General)']);
    expect(ids('hydrualics')).toEqual(['Hydraulics']);
    expect(taxonomy.resolve('Microsft Office')?.label).toBe('Microsoft Office');
    expect(ids('emailing customers')).not.toContain('Mailing');
    expect(realWordList.checked.length).toBeGreaterThan(1000);
  });
});
