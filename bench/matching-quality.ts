// npm run bench -- --matching-quality: how well job matching ranks, on the project's own
// evaluation set (packages/matching/eval/talents.json: job seekers written apart from the engine,
// each with the job title they are after and the titles they would also take) over the demo
// catalogue (3,000 generated jobs, whose titles are the truth: the generator picked them). No
// database: jobs are tagged and talents scored in memory, as the app does.
// Prints nDCG@10 of matching and of a keyword search for the talent's first preferred role
// (title matches first, then description matches, newest first, as Find Jobs ranks), and how
// often the score's bands hold.
import { readFileSync } from 'node:fs';
import { generateCatalogue } from '@talent/db/demo';
import {
  type JobSignals,
  occupationsOfRoles,
  scoreMatch,
  seniorityOf,
  type TalentSkill,
} from '@talent/matching';
import { type OccupationEntry, occupationsOfRole, tagJobAdvert, taxonomy } from '@talent/taxonomy';

interface EvalTalent {
  id: string;
  target: string;
  related: string[];
  preferred: string[];
  resume: string;
}

const talents = JSON.parse(
  readFileSync(new URL('../packages/matching/eval/talents.json', import.meta.url), 'utf8'),
) as EvalTalent[];
const round = (x: number) => Math.round(x * 1000) / 1000;
const NOW = new Date('2026-06-01T00:00:00Z');

/** A fixed pseudo-random order (FNV-1a). */
function hash(text: string) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

function ndcgAt10(grades: number[], ideal: number[]) {
  const dcg = (g: number[]) =>
    g.slice(0, 10).reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);
  const best = dcg([...ideal].sort((a, b) => b - a));
  return best > 0 ? dcg(grades) / best : 0;
}

export function benchMatchingQuality() {
  const { jobs: rows } = generateCatalogue({ seed: 11, now: NOW, jobCount: 3000 });
  const jobs = rows.map((row) => {
    const tags = tagJobAdvert(taxonomy, {
      title: row.roleName,
      summary: row.summary,
      description: row.description,
      specialties: row.specialties,
    });
    const occupation = tags.occupationId
      ? (taxonomy.byId(tags.occupationId, 'occupation') as OccupationEntry)
      : null;
    const signals: JobSignals = {
      skills: tags.skillIds,
      occupation: occupation ? { id: occupation.id, anzsco: occupation.anzsco } : null,
      title: row.roleName,
      latitude: null,
      longitude: null,
      workType: null,
      publishedAt: row.publishedAt ?? NOW,
    };
    return { row, signals };
  });
  const df = new Map<string, number>();
  for (const { signals } of jobs)
    for (const id of signals.skills) df.set(id, (df.get(id) ?? 0) + 1);
  const context = {
    jobsWithSkill: (id: string) => df.get(id) ?? 0,
    totalJobs: jobs.length,
    usualSkills: (occupationId: string) => taxonomy.usualSkills(occupationId),
    now: NOW,
  };

  let matchingSum = 0;
  let keywordSum = 0;
  let scored = 0;
  const bands = { covered: 0, coveredAbove75: 0, unrelated: 0, unrelatedBelow25: 0 };
  const perTalent: { id: string; target: string; matching: number; keyword: number }[] = [];
  for (const talent of talents) {
    const grade = (title: string) =>
      title === talent.target ? 2 : talent.related.includes(title) ? 1 : 0;
    const ideal = jobs.map((j) => grade(j.row.roleName));
    if (!ideal.some((g) => g > 0)) continue; // a title the catalogue happens not to have
    const skills = new Map<string, TalentSkill>();
    const held: OccupationEntry[] = [];
    for (const m of taxonomy.extract(talent.resume)) {
      if (m.kind === 'occupation') held.push(taxonomy.byId(m.id, 'occupation') as OccupationEntry);
      else if (!skills.has(m.id))
        skills.set(m.id, { id: m.id, source: 'resume', evidence: m.text });
    }
    const wanted = occupationsOfRoles(
      talent.preferred.map((p) =>
        occupationsOfRole(taxonomy, p).map((o) => ({ id: o.id, anzsco: o.anzsco })),
      ),
    );
    const signals = {
      skills,
      wanted,
      held: held.map((o) => ({ id: o.id, anzsco: o.anzsco })),
      titleWords: words([...talent.preferred, ...held.map((o) => o.label)].join(' ')),
      location: null,
      workType: 'all' as const,
      seniority: held[0] ? seniorityOf(held[0].label) : null,
    };
    const results = jobs.map((job) => ({ job, match: scoreMatch(signals, job.signals, context) }));
    const ranked = [...results].sort(
      (a, b) => b.match.score - a.match.score || a.job.row.id.localeCompare(b.job.row.id),
    );
    const matching = ndcgAt10(
      ranked.map((r) => grade(r.job.row.roleName)),
      ideal,
    );

    // The keyword search a person would run: their first preferred role.
    const query = words(talent.preferred[0] ?? '');
    const has = (text: string | null | undefined) => {
      const w = new Set(words(text ?? ''));
      return query.length > 0 && query.every((q) => w.has(q));
    };
    const byDate = (a: (typeof jobs)[number], b: (typeof jobs)[number]) =>
      (b.row.publishedAt?.getTime() ?? 0) - (a.row.publishedAt?.getTime() ?? 0);
    const inTitle = jobs.filter((j) => has(j.row.roleName)).sort(byDate);
    const inText = jobs
      .filter((j) => !has(j.row.roleName) && has(`${j.row.summary} ${j.row.description}`))
      .sort(byDate);
    const keyword = ndcgAt10(
      [...inTitle, ...inText].map((j) => grade(j.row.roleName)),
      ideal,
    );

    matchingSum += matching;
    keywordSum += keyword;
    scored += 1;
    perTalent.push({
      id: talent.id,
      target: talent.target,
      matching: round(matching),
      keyword: round(keyword),
    });

    // The covered band: the same person having confirmed the skills of a job they are after
    // that they lack, until they hold 80% of them (which ones: a fixed pseudo-random pick).
    const targets = results.filter((r) => grade(r.job.row.roleName) === 2).slice(0, 5);
    for (const { job } of targets) {
      const asked = job.signals.skills;
      if (asked.length < 3) continue;
      const lacking = asked
        .filter((id) => !skills.has(id))
        .sort((a, b) => hash(`${talent.id}:${a}`) - hash(`${talent.id}:${b}`));
      const needed = Math.ceil(0.8 * asked.length) - (asked.length - lacking.length);
      const more = new Map(skills);
      for (const id of lacking.slice(0, Math.max(0, needed)))
        more.set(id, { id, source: 'confirmed' });
      const match = scoreMatch({ ...signals, skills: more }, job.signals, context);
      bands.covered += 1;
      if (match.score > 75) bands.coveredAbove75 += 1;
    }
    for (const { job, match } of results) {
      const had = match.skills.filter((s) => s.has).length;
      const related = grade(job.row.roleName) > 0 || match.parts.role > 0 || had > 0;
      if (!related) {
        bands.unrelated += 1;
        if (match.score < 25) bands.unrelatedBelow25 += 1;
      }
    }
  }
  const matching = matchingSum / scored;
  const keyword = keywordSum / scored;
  return {
    talents: scored,
    jobs: jobs.length,
    ndcgAt10: {
      matching: round(matching),
      keywordSearch: round(keyword),
      gain: round(matching / keyword - 1),
    },
    calibration: {
      coveredPairs: bands.covered,
      coveredAbove75: round(bands.coveredAbove75 / Math.max(1, bands.covered)),
      unrelatedPairs: bands.unrelated,
      unrelatedBelow25: round(bands.unrelatedBelow25 / Math.max(1, bands.unrelated)),
    },
    worstTalents: perTalent.sort((a, b) => a.matching - b.matching).slice(0, 10),
  };
}
