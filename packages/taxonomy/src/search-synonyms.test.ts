import { describe, expect, it } from 'vitest';
import { findSynonyms, searchWords } from '.';

const groupsOf = (text: string) =>
  findSynonyms(searchWords(text)).map((m) => [m.start, m.length, m.group.id]);

describe('search synonyms', () => {
  it('reads words as search does: accents folded, punctuation a space', () => {
    expect(searchWords('Crème Brûlée, Vue/Nuxt – Angular.js')).toEqual([
      'creme',
      'brulee',
      'vue',
      'nuxt',
      'angular',
      'js',
    ]);
  });

  it('finds informal names, abbreviations and their long forms, in the plural too', () => {
    expect(groupsOf('sparky')).toEqual([[0, 1, 'electrician']]);
    expect(groupsOf('Sparkies wanted')).toEqual([[0, 1, 'electrician']]);
    expect(groupsOf('EN aged care')).toEqual([[0, 1, 'enrolled-nurse']]);
    expect(groupsOf('enrolled nurse')).toEqual([[0, 2, 'enrolled-nurse']]);
    expect(groupsOf('FIFO dump truck operator')).toEqual([
      [0, 1, 'fly-in-fly-out'],
      [1, 2, 'dump-truck'],
    ]);
  });

  it('takes the longest run at each place', () => {
    expect(groupsOf('hr licence')).toEqual([[0, 2, 'heavy-rigid']]);
    expect(groupsOf('hr')).toEqual([[0, 1, 'human-resources']]);
  });

  it('finds the group from its field, and the field only from itself', () => {
    expect(findSynonyms(searchWords('carpentry'))[0]?.alternatives).toEqual([
      ['carpentry'],
      ['carpenter'],
      ['chippy'],
      ['chippie'],
    ]);
    expect(findSynonyms(searchWords('carpenter'))[0]?.alternatives).not.toContainEqual([
      'carpentry',
    ]);
  });

  it('finds the kinds of a job from the job, and not the job from one of its kinds', () => {
    const alternativesOf = (text: string) => findSynonyms(searchWords(text))[0]?.alternatives;
    expect(alternativesOf('truck driver')).toContainEqual(['heavy', 'rigid', 'driver']);
    expect(alternativesOf('truckie')).toContainEqual(['lr', 'driver']);
    expect(alternativesOf('hr driver')).not.toContainEqual(['truck', 'driver']);
    expect(alternativesOf('chef')).toContainEqual(['patissier']);
    expect(alternativesOf('patissier')).not.toContainEqual(['chef']);
  });

  it('leaves out an alternative that holds all the words of another', () => {
    const nurse = findSynonyms(searchWords('nurse'))[0]?.alternatives;
    expect(nurse).toContainEqual(['rn']);
    expect(nurse).not.toContainEqual(['registered', 'nurse']);
    const chef = findSynonyms(searchWords('chef'))[0]?.alternatives ?? [];
    expect(chef.filter((a) => a.includes('kitchen') && a.includes('2ic'))).toHaveLength(1);
  });

  it('finds the jobs a licence is for, and not the licence from the job', () => {
    const alternativesOf = (text: string) => findSynonyms(searchWords(text))[0]?.alternatives;
    expect(alternativesOf('forklift licence')).toContainEqual(['forklift', 'driver']);
    expect(alternativesOf('hr licence')).toContainEqual(['hr', 'driver']);
    expect(alternativesOf('forklift driver')).not.toContainEqual(['forklift', 'licence']);
  });

  it('finds from a field the jobs named after it in other groups', () => {
    // An assistant in nursing is no nurse, but "nursing" is their work.
    expect(findSynonyms(searchWords('nursing'))[0]?.alternatives).toContainEqual(['ain']);
    expect(findSynonyms(searchWords('nurse'))[0]?.alternatives).not.toContainEqual(['ain']);
  });

  it('reads a clipped name as short for the field too', () => {
    expect(findSynonyms(searchWords('physio'))[0]?.alternatives).toContainEqual(['physiotherapy']);
    expect(findSynonyms(searchWords('physiotherapist'))[0]?.alternatives).not.toContainEqual([
      'physiotherapy',
    ]);
    // A name a field is made from is not clipped.
    expect(findSynonyms(searchWords('butcher'))[0]?.alternatives).not.toContainEqual(['butchery']);
  });

  it("keeps apart the group's own names from its kinds' and jobs'", () => {
    const [chef] = findSynonyms(searchWords('chef'));
    expect(chef?.alternatives).toContainEqual(['patissier']);
    expect(chef?.own).toEqual([['chef']]);
    const [forklift] = findSynonyms(searchWords('forklift licence'));
    expect(forklift?.own).not.toContainEqual(['forklift', 'driver']);
  });

  it('gives every term of the group as alternatives, and finds nothing in other words', () => {
    const [match] = findSynonyms(searchWords('chippy'));
    expect(match?.alternatives).toEqual([['carpenter'], ['chippy'], ['chippie']]);
    expect(findSynonyms(searchWords('registered'))).toEqual([]);
  });
});

describe('searchWords', () => {
  it('keeps C#, F#, C++ and .NET as words, and spells out what has no plain letter', () => {
    expect(searchWords('C#/.NET, C++ and ASP.NET; F# Straße Ærø')).toEqual([
      'csharp',
      'dotnet',
      'cplusplus',
      'and',
      'asp',
      'dotnet',
      'fsharp',
      'strasse',
      'aero',
    ]);
    expect(searchWords('abc# c++x')).toEqual(['abc', 'cplusplus', 'x']);
  });
});
