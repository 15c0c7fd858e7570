import { describe, expect, it } from 'vitest';
import { languagesOf, splitLanguageItems } from './languages';

describe('languages', () => {
  it.each([
    ['Mandarin (native)', [{ language: 'Chinese', fluency: 'Native' }]],
    ['Spanish – conversational', [{ language: 'Spanish', fluency: 'Conversational' }]],
    ['Hindi: fluent', [{ language: 'Hindi', fluency: 'Fluent' }]],
    [
      'Fluent in Arabic and English',
      [
        { language: 'Arabic', fluency: 'Fluent' },
        { language: 'English', fluency: 'Fluent' },
      ],
    ],
    ['Te Reo Māori', [{ language: 'Māori' }]],
    ['Cantonese', [{ language: 'Cantonese' }]],
    // Filipino (fil) and Tagalog (tl) are two languages: each is kept as written.
    ['Filipino (native)', [{ language: 'Filipino', fluency: 'Native' }]],
    ['Tagalog - fluent', [{ language: 'Tagalog', fluency: 'Fluent' }]],
  ])('reads "%s"', (text, expected) => {
    expect(languagesOf(text)).toEqual(expected);
  });

  it('takes only real language names', () => {
    expect(languagesOf('Python (fluent)')).toEqual([]);
    expect(languagesOf('Body language and fluent communication')).toEqual([]);
  });

  it('splits a line of a languages section into items', () => {
    expect(splitLanguageItems('English (native), Vietnamese (fluent) | French – basic')).toEqual([
      'English (native)',
      'Vietnamese (fluent)',
      'French – basic',
    ]);
  });
});
