// Which of a talent's skills find their candidate jobs. Scoring every job of a large catalogue
// costs too much; the jobs that share the talent's rarer skills, and those of the occupations
// they want or have held, are the ones worth scoring.

/**
 * The skills that find candidate jobs: the rarer ones first (a skill half the catalogue asks
 * for finds nothing in particular and costs the most to look up), while the jobs asking for
 * them add up to at most RETRIEVAL_POSTINGS (the rarest one always). The jobs of the wanted and
 * held occupations are candidates besides.
 */
const RETRIEVAL_POSTINGS = 6000;
const COMMON_SHARE = 0.08;

export function retrievalSkills(
  skillIds: Iterable<string>,
  jobsWithSkill: (id: string) => number,
  totalJobs: number,
): string[] {
  const ranked = [...skillIds]
    .map((id) => ({ id, jobs: jobsWithSkill(id) }))
    .filter((s) => s.jobs > 0 && s.jobs <= Math.max(50, COMMON_SHARE * totalJobs))
    .sort((a, b) => a.jobs - b.jobs || a.id.localeCompare(b.id));
  const chosen: string[] = [];
  let postings = 0;
  for (const s of ranked) {
    if (chosen.length > 0 && postings + s.jobs > RETRIEVAL_POSTINGS) break;
    chosen.push(s.id);
    postings += s.jobs;
  }
  return chosen;
}
