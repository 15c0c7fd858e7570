// npm run bench -- --taxonomy: extraction quality and speed of @talent/taxonomy on the project's
// own evaluation set (packages/taxonomy/eval/extraction-set.json: job adverts and resume
// paragraphs with the skills, licences and occupations a recruiter would mark, written apart
// from the engine). Prints JSON: precision and recall over all mentions, per kind of text, the
// labels missed and found wrongly most often (development half only), and the time per text.
// `--set FILE` scores a study set of the same shape instead (written apart, kept outside the
// project), whose every text may be read: it lists each text's misses and wrong finds.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { taxonomy } from '@talent/taxonomy';

interface Item {
  id: string;
  kind: 'advert' | 'resume';
  sector: string;
  text: string;
  expected: string[];
}

const projectSet = new URL('../packages/taxonomy/eval/extraction-set.json', import.meta.url);

/**
 * Texts with an odd number are the development half: the one looked at when the data is
 * improved. The even half is held out, and its figure is the one to trust.
 */
const halfOf = (item: Item) =>
  Number(item.id.replace(/\D/g, '')) % 2 === 1 ? 'development' : 'held-out';
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const top = (map: Map<string, number>, n = 25) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
const round = (x: number) => Math.round(x * 1000) / 1000;

type Tally = { tp: number; predicted: number; expected: number };
const add = (
  totals: Map<string, Tally>,
  key: string,
  tp: number,
  predicted: number,
  expected: number,
) => {
  const t = totals.get(key) ?? { tp: 0, predicted: 0, expected: 0 };
  t.tp += tp;
  t.predicted += predicted;
  t.expected += expected;
  totals.set(key, t);
};
const figures = (totals: Map<string, Tally>) =>
  Object.fromEntries(
    [...totals].map(([key, t]) => [
      key,
      {
        precision: round(t.tp / t.predicted),
        recall: round(t.tp / t.expected),
        found: t.tp,
        predicted: t.predicted,
        expected: t.expected,
      },
    ]),
  );

/**
 * Two ways of counting. Strict: the set of ids found against the ids the marks resolve to (a
 * mark the taxonomy cannot resolve is a miss). Overlap (granularity-tolerant, as in partial-match
 * NER scoring): a mark is also found when a mention overlaps it in the text and the mark resolves
 * to nothing else ("Manual C class licence" found as "C class licence"), and a mention is also
 * right when it overlaps such a mark.
 */
export function benchTaxonomy(options: { setFile?: string } = {}) {
  const study = options.setFile !== undefined;
  const set = JSON.parse(readFileSync(options.setFile ?? projectSet, 'utf8')) as Item[];
  const partOf = (item: Item) => (study ? 'study' : halfOf(item));
  const perText: { id: string; missed: string[]; wrong: string[] }[] = [];
  const strict = new Map<string, Tally>();
  const overlap = new Map<string, Tally>();
  const missed = new Map<string, number>();
  const wrong = new Map<string, number>();
  const unknown = new Map<string, number>();
  const times: number[] = [];
  for (const item of set) {
    const dev = partOf(item) !== 'held-out';
    const textMissed: string[] = [];
    const textWrong: string[] = [];
    const started = performance.now();
    const mentions = taxonomy.extract(item.text);
    times.push(performance.now() - started);
    const predicted = new Set(mentions.map((m) => m.id));
    const lower = item.text.toLowerCase();
    const marks = item.expected.map((label) => {
      const start = lower.indexOf(label.toLowerCase());
      return { label, id: taxonomy.resolve(label)?.id ?? null, start, end: start + label.length };
    });
    const goldIds = new Set(marks.flatMap((m) => (m.id ? [m.id] : [])));
    const agrees = (mark: (typeof marks)[number], m: (typeof mentions)[number]) =>
      m.start < mark.end && mark.start < m.end && (mark.id === null || mark.id === m.id);

    // Strict.
    const expectedKeys = new Set(marks.map((m) => m.id ?? `?${m.label}`));
    let tp = 0;
    for (const id of predicted) {
      if (expectedKeys.has(id)) tp += 1;
      else if (dev) {
        const label = taxonomy.byId(id)?.label ?? id;
        count(wrong, label);
        const at = mentions.find((m) => m.id === id);
        textWrong.push(at ? `${label} <- "${item.text.slice(at.start, at.end)}"` : label);
      }
    }
    for (const mark of marks) {
      if (!mark.id && dev) count(unknown, mark.label);
      if (dev && !(mark.id && predicted.has(mark.id)) && !mentions.some((m) => agrees(mark, m))) {
        count(missed, mark.label);
        textMissed.push(mark.id ? mark.label : `${mark.label} (unknown)`);
      }
    }
    if (study && (textMissed.length > 0 || textWrong.length > 0))
      perText.push({ id: item.id, missed: textMissed, wrong: textWrong });
    // Overlap.
    const foundMarks = marks.filter(
      (mark) => (mark.id && predicted.has(mark.id)) || mentions.some((m) => agrees(mark, m)),
    ).length;
    const rightIds = [...predicted].filter(
      (id) =>
        goldIds.has(id) ||
        mentions.some((m) => m.id === id && marks.some((mark) => agrees(mark, m))),
    ).length;
    for (const key of ['all', item.kind, partOf(item)]) {
      add(strict, key, tp, predicted.size, expectedKeys.size);
      const o = overlap.get(key) ?? { tp: 0, predicted: 0, expected: 0 };
      // Precision over the ids found, recall over the marks.
      overlap.set(key, o);
      add(overlap, `${key}:ids`, rightIds, predicted.size, 0);
      add(overlap, `${key}:marks`, foundMarks, 0, marks.length);
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const longest = set.reduce((a, b) => (b.text.length > a.text.length ? b : a));
  const longText = `${longest.text}\n`.repeat(Math.ceil(6000 / longest.text.length));
  const longTimes: number[] = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    taxonomy.extract(longText);
    longTimes.push(performance.now() - started);
  }
  longTimes.sort((a, b) => a - b);
  return {
    texts: set.length,
    entries: taxonomy.entries().length,
    strict: figures(strict),
    overlap: Object.fromEntries(
      [...overlap.keys()]
        .filter((key) => !key.includes(':'))
        .map((key) => {
          const ids = overlap.get(`${key}:ids`) as Tally;
          const marks = overlap.get(`${key}:marks`) as Tally;
          return [
            key,
            {
              precision: round(ids.tp / ids.predicted),
              recall: round(marks.tp / marks.expected),
              rightIds: ids.tp,
              predictedIds: ids.predicted,
              foundMarks: marks.tp,
              marks: marks.expected,
            },
          ];
        }),
    ),
    timeMs: {
      perTextP50: round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      perTextMax: round(sorted.at(-1) ?? 0),
      twoPageText: {
        characters: longText.length,
        p50: round(longTimes[25] ?? 0),
        p95: round(longTimes[47] ?? 0),
      },
    },
    missedMostOften: top(missed),
    foundWronglyMostOften: top(wrong),
    expectedButUnknown: top(unknown),
    ...(study ? { perText } : {}),
  };
}
