// How senior a job title is, on a small scale a person would agree with: 0 entry level
// (graduate, trainee, apprentice, junior, assistant), 1 the role itself, 2 senior (senior, lead,
// principal), 3 manages others (manager, head, director, chief). The highest word wins.
const LEVELS: readonly [number, readonly string[]][] = [
  [3, ['manager', 'head', 'director', 'chief', 'gm', 'ceo', 'cfo', 'cto', 'coo', 'executive']],
  [2, ['senior', 'snr', 'sr', 'lead', 'principal', 'supervisor', 'coordinator', 'specialist']],
  [
    0,
    [
      'graduate',
      'grad',
      'trainee',
      'apprentice',
      'junior',
      'jnr',
      'jr',
      'entry',
      'intern',
      'assistant',
      'cadet',
    ],
  ],
];

export function seniorityOf(title: string): number {
  const words = new Set(title.toLowerCase().match(/[a-z]+/g) ?? []);
  for (const [level, cues] of LEVELS) if (cues.some((cue) => words.has(cue))) return level;
  return 1;
}
