// The match score's colour band (spec 1 section 9): up to 25 poor (amber), up to 50 ok
// (orange), above 50 good (green); shown as a whole-number percent on a 0-100 ring.
export type ScoreBand = 'poor' | 'ok' | 'good';

export function scoreBand(score: number): ScoreBand {
  if (score <= 25) return 'poor';
  if (score <= 50) return 'ok';
  return 'good';
}

/** Mantine colours of the bands: the ring's stroke. */
export const SCORE_BAND_COLOURS: Record<ScoreBand, string> = {
  poor: 'yellow.6',
  ok: 'orange.6',
  good: 'green.7',
};

/** The ring's value: a whole number from 0 to 100. */
export const scorePercent = (score: number) => Math.min(100, Math.max(0, Math.round(score)));
