// The rules of spec 1 section 9 as pure functions: the score's colour bands, the summary's
// 250 characters, the lists' +N, and the reason beside a score.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { overflow, SKILLS_PANEL_LIMIT } from './overflow';
import { scoreBand, scorePercent } from './score-band';
import { scoreReason } from './score-reason';
import { cutSummary } from './summary';

describe('match score colour bands', () => {
  it('is poor (amber) up to 25, ok (orange) up to 50 and good (green) above 50', () => {
    expect([0, 25].map(scoreBand)).toEqual(['poor', 'poor']);
    expect([26, 50].map(scoreBand)).toEqual(['ok', 'ok']);
    expect([51, 100].map(scoreBand)).toEqual(['good', 'good']);
  });

  it('shows a whole number from 0 to 100', () => {
    expect([25.4, 50.5, -3, 140].map(scorePercent)).toEqual([25, 51, 0, 100]);
  });
});

describe('suggestion summary', () => {
  it('keeps a summary of 250 characters as it is', () => {
    const text = 'a'.repeat(250);
    expect(cutSummary(text)).toBe(text);
  });

  it('cuts a longer one at 250 characters with an ellipsis', () => {
    const text = `${'b'.repeat(250)}tail`;
    expect(cutSummary(text)).toBe(`${'b'.repeat(250)}…`);
  });

  it('gives nothing for no summary', () => {
    expect(cutSummary(null)).toBe('');
  });
});

describe('+N overflow', () => {
  it('shows the first 10 and counts the rest', () => {
    const items = Array.from({ length: 13 }, (_, i) => i);
    expect(overflow(items, SKILLS_PANEL_LIMIT)).toEqual({
      shown: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      more: 3,
    });
  });

  it('has no +N at or under the limit', () => {
    expect(overflow([1, 2, 3], SKILLS_PANEL_LIMIT).more).toBe(0);
    expect(overflow(Array.from({ length: 10 }), SKILLS_PANEL_LIMIT).more).toBe(0);
  });
});

describe('the reason beside a match score', () => {
  const t = i18next.t;

  it('names the skills match, the role and the distance', () => {
    expect(scoreReason(t, { skillsHave: 6, skillsAsked: 9, role: 1, km: 12 })).toBe(
      'Strong skills match, your preferred role, 12 km away',
    );
    expect(scoreReason(t, { skillsHave: 1, skillsAsked: 8, role: 0.6, km: 0.4 })).toBe(
      'Few skills match, close to your preferred roles, under 1 km away',
    );
  });

  it('leaves out what it does not know', () => {
    expect(scoreReason(t, { skillsHave: 3, skillsAsked: 10, role: 0, km: null })).toBe(
      'Some skills match',
    );
    expect(scoreReason(t, { skillsHave: 0, skillsAsked: 0, role: 0, km: 30 })).toBe('30 km away');
  });

  it('gives miles where the installation uses them', () => {
    expect(scoreReason(t, { skillsHave: 0, skillsAsked: 5, role: 0, km: 32.2 }, true)).toBe(
      'No skills match yet, 20 miles away',
    );
  });
});
