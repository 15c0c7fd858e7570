// npm run bench -- --resumes: the resume parser's accuracy and speed on the corpus of
// bench/quality/resumes (truth.json and files/, written by its generator apart from the parser).
// Every file of every resume (PDF, scanned PDF, DOCX, text, RTF) goes through parseResume and is
// compared with the truth; every file of notResumes must fail with a ResumeParseError. Prints a
// table on stderr and the figures as JSON on stdout. A file the parser fails on (or takes more
// than 3 minutes over) counts as wrong in every field, and the bench goes on.
//
// How values are compared (the same for every file kind):
// - Text is normalised before it is compared: accents folded (Pōmare = Pomare), case, "&" = "and",
//   punctuation and runs of white space ignored. Name, position, institution and city: equal after
//   that. Company: the same, also ignoring a trailing "Pty Ltd", "Ltd" or "Limited" and the role's
//   place when the parser left it in the employer ("Toll Group, Brisbane QLD" = "Toll Group").
//   City: the parser's may add a state, post code or country ("Parramatta NSW 2150").
// - Email: equal ignoring case. Phone: equal digits, +61/+64 taken as the leading 0 and a "(0)" dropped.
// - Dates: the parser's date cut to the truth's precision must equal it: truth "2019" takes any
//   2019 date, truth "2019-03" needs March 2019 ("2019" alone is then wrong). The end of a role is
//   right when the truth says current and the parser does, or the end dates agree and the parser
//   does not say current.
// - Roles: each truth role is paired with at most one parsed role, best pairs first, by the
//   similarity (token Dice) of company and position (or of the two together, for a parser that
//   puts both in one field), at least 0.5. A truth role without a pair is wrong in its four fields
//   (company, position, start, end); a parsed role without a pair is invented. Education entries
//   are paired the same way, by institution.
// - Skills and licences: a name is keyed by the taxonomy (`resolve`, else the one entry `extract`
//   finds in a short name), else by its normalised text, so "MS Excel" = "Microsoft Excel" and
//   "Responsible Service of Alcohol (RSA)" = "RSA". Truth skills are the ones the resume lists
//   (its skills section, sidebar or skill bars). Recall: truth skills found. Precision: parsed
//   skills that are truth skills. A parsed skill that is a truth licence (or a licence that is a
//   truth skill) is misfiled, not invented. Licences: the truth's tickets and licences against
//   the parsed certificates; a certificate the parser marks as a licence and that is no truth
//   licence, skill or education course ("Certificate IV in Ageing Support") is invented.
// - Languages: the language's name, equal after normalising or one containing the other
//   ("Te reo Māori" = "Maori"), or the parser's the macrolanguage of the truth's (Mandarin and
//   Cantonese as Chinese, Tagalog as Filipino); fluency is reported apart and not counted.
// - Invented: a value where the truth has none (an email, phone or city the resume does not give,
//   a role, education entry, skill, licence or language that is not in it).
// - Overall accuracy = right truth fields / all truth fields, over name, email, phone, city, each
//   role's four fields, each education institution, each skill, licence and language.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { ParsedResume, ResumeWork } from '@talent/resume-parser';
import { taxonomy } from '@talent/taxonomy';
import { PDFDocument } from 'pdf-lib';
import { round, latencyStats as stats } from './stats';

interface TruthWork {
  company: string;
  position: string;
  startDate: string;
  endDate?: string;
  current: boolean;
  location?: string;
}
interface Truth {
  name: string;
  email?: string;
  phone?: string;
  city?: string;
  work: TruthWork[];
  education: { institution: string; studyType?: string; area?: string }[];
  skills: string[];
  licences: string[];
  languages: { language: string; fluency?: string }[];
}
interface Case {
  id: string;
  layout: string;
  files: Partial<Record<Kind, string>>;
  truth: Truth;
}
type Kind = 'pdf' | 'docx' | 'txt' | 'rtf';
interface NotResume {
  file: string;
  expect: string[];
  reason: string;
}

/** The corpus: the project's (bench/quality/resumes), or a study corpus written by its generator with --study. */
function loadCorpus(corpusDir?: string) {
  const dir = corpusDir
    ? pathToFileURL(`${resolve(corpusDir)}/`)
    : new URL('quality/resumes/', import.meta.url);
  const corpus = JSON.parse(readFileSync(new URL('truth.json', dir), 'utf8')) as {
    resumes: Case[];
    notResumes: NotResume[];
  };
  const read = (file: string) => new Uint8Array(readFileSync(new URL(`files/${file}`, dir)));
  return { corpus, read };
}

const norm = (s: string | undefined) =>
  (s ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const tokens = (s: string | undefined) => new Set(norm(s).split(' ').filter(Boolean));
function dice(a: string | undefined, b: string | undefined): number {
  const x = tokens(a);
  const y = tokens(b);
  if (!x.size || !y.size) return 0;
  let both = 0;
  for (const t of x) if (y.has(t)) both++;
  return (2 * both) / (x.size + y.size);
}
const company = (s: string | undefined, place?: string) => {
  let n = norm(s).replace(/ (pty ltd|pty limited|ltd|limited)$/, '');
  const p = norm(place);
  if (p && n.endsWith(` ${p}`)) n = n.slice(0, -p.length - 1);
  return n;
};
const STATE_OR_COUNTRY =
  /^((nsw|vic|qld|wa|sa|tas|nt|act|nz|australia|new zealand|new south wales|victoria|queensland|western australia|south australia|tasmania|northern territory|\d{4})( |$))+$/;
const sameCity = (truth: string, parsed: string | undefined) => {
  const t = norm(truth);
  const p = norm(parsed);
  return p === t || (p.startsWith(`${t} `) && STATE_OR_COUNTRY.test(p.slice(t.length + 1)));
};
const phoneDigits = (s: string | undefined) => {
  let d = (s ?? '').replace(/\(0\)/g, '').replace(/\D/g, '');
  if (/^6[14]/.test(d) && d.length >= 10) d = `0${d.slice(2)}`;
  return d;
};
const sameDate = (truth: string | undefined, parsed: string | undefined) =>
  Boolean(truth && parsed && parsed.slice(0, truth.length) === truth);

/** The key a skill or licence is compared by: its taxonomy entry, else its normalised text. */
function entryKey(label: string): string {
  const resolved = taxonomy.resolve(label, 'skill') ?? taxonomy.resolve(label, 'licence');
  if (resolved) return resolved.id;
  if (label.split(/\s+/).length <= 6) {
    const found = [...new Set(taxonomy.extract(label).map((m) => m.id))];
    if (found.length === 1) return found[0] as string;
  }
  return `text:${norm(label)}`;
}

/** Best pairs first: [truth index, parsed index] with a similarity of at least 0.5. */
function pair(
  nTruth: number,
  nParsed: number,
  similarity: (t: number, p: number) => number,
): Map<number, number> {
  const all: [number, number, number][] = [];
  for (let t = 0; t < nTruth; t++)
    for (let p = 0; p < nParsed; p++) all.push([similarity(t, p), t, p]);
  all.sort((a, b) => b[0] - a[0]);
  const out = new Map<number, number>();
  const used = new Set<number>();
  for (const [s, t, p] of all)
    if (s >= 0.5 && !out.has(t) && !used.has(p)) {
      out.set(t, p);
      used.add(p);
    }
  return out;
}

type Tally = Record<string, { right: number; of: number }>;
interface FileResult {
  id: string;
  layout: string;
  kind: string;
  fields: Tally;
  invented: Record<string, number>;
  /** Invented skills whose name the resume's plain text has (in a bullet, say). */
  inventedSkillsInText: number;
  skillsParsed: number;
  skillsRight: number;
  /** What was wrong or invented, one line each (printed with --misses). */
  misses: string[];
  ms: number;
  pages: number;
  ocrPages: number;
  error?: string;
}

const FIELDS = [
  'name',
  'email',
  'phone',
  'city',
  'work.company',
  'work.position',
  'work.startDate',
  'work.end',
  'education.institution',
  'skills',
  'licences',
  'languages',
] as const;
const INFO_FIELDS = ['languages.fluency'] as const;

function score(
  truth: Truth,
  parsed: ParsedResume | null,
  text: string | undefined,
): Omit<FileResult, 'id' | 'layout' | 'kind' | 'ms' | 'pages' | 'ocrPages'> {
  const fields: Tally = {};
  const invented: Record<string, number> = {};
  const misses: string[] = [];
  const mark = (field: string, right: boolean, miss?: () => string) => {
    const f = fields[field] ?? { right: 0, of: 0 };
    f.of++;
    if (right) f.right++;
    else if (miss) misses.push(`${field}: ${miss()}`);
    fields[field] = f;
  };
  const invent = (what: string, n = 1, which?: () => string) => {
    if (n > 0) invented[what] = (invented[what] ?? 0) + n;
    if (n > 0 && which) misses.push(`invented ${what}: ${which()}`);
  };
  const q = (x: unknown) => JSON.stringify(x ?? null);
  const r = parsed?.resume;
  const basics = r?.basics ?? {};
  const vs = (t: unknown, p: unknown) => () => `truth ${q(t)}, parsed ${q(p)}`;
  mark(
    'name',
    Boolean(basics.name) && norm(basics.name) === norm(truth.name),
    vs(truth.name, basics.name),
  );
  if (truth.email)
    mark(
      'email',
      basics.email?.trim().toLowerCase() === truth.email.toLowerCase(),
      vs(truth.email, basics.email),
    );
  else if (basics.email) invent('email', 1, () => q(basics.email));
  if (truth.phone)
    mark(
      'phone',
      phoneDigits(basics.phone) === phoneDigits(truth.phone),
      vs(truth.phone, basics.phone),
    );
  else if (basics.phone) invent('phone', 1, () => q(basics.phone));
  if (truth.city)
    mark(
      'city',
      sameCity(truth.city, basics.location?.city),
      vs(truth.city, basics.location?.city),
    );
  else if (basics.location?.city) invent('city', 1, () => q(basics.location?.city));

  const work: ResumeWork[] = r?.work ?? [];
  const roles = pair(truth.work.length, work.length, (t, p) => {
    const tw = truth.work[t] as TruthWork;
    const pw = work[p] as ResumeWork;
    const apart =
      (dice(company(tw.company, tw.location), company(pw.name, tw.location)) +
        dice(tw.position, pw.position)) /
      2;
    const together =
      dice(`${tw.company} ${tw.position}`, `${pw.name ?? ''} ${pw.position ?? ''}`) * 0.9;
    return Math.max(apart, together);
  });
  const role = (w: Partial<TruthWork & ResumeWork> | undefined) =>
    w
      ? `${q(w.company ?? w.name)} / ${q(w.position)} ${w.startDate ?? '?'}..${w.current ? 'now' : (w.endDate ?? '?')}`
      : 'none';
  truth.work.forEach((tw, t) => {
    const p = roles.get(t);
    const pw = p === undefined ? undefined : work[p];
    mark(
      'work.company',
      Boolean(pw?.name) && company(pw?.name, tw.location) === company(tw.company, tw.location),
    );
    mark('work.position', Boolean(pw?.position) && norm(pw?.position) === norm(tw.position));
    mark('work.startDate', sameDate(tw.startDate, pw?.startDate));
    mark(
      'work.end',
      Boolean(pw) &&
        (tw.current
          ? pw?.current === true
          : pw?.current !== true && sameDate(tw.endDate, pw?.endDate)),
    );
    const ok =
      Boolean(pw?.name) &&
      company(pw?.name, tw.location) === company(tw.company, tw.location) &&
      Boolean(pw?.position) &&
      norm(pw?.position) === norm(tw.position) &&
      sameDate(tw.startDate, pw?.startDate) &&
      (tw.current
        ? pw?.current === true
        : pw?.current !== true && sameDate(tw.endDate, pw?.endDate));
    if (!ok) misses.push(`work: truth ${role(tw)}, parsed ${role(pw)}`);
  });
  const pairedRoles = new Set(roles.values());
  invent('work', work.length - roles.size, () =>
    work
      .filter((_, i) => !pairedRoles.has(i))
      .map((w) => role(w))
      .join('; '),
  );

  const education = r?.education ?? [];
  const studies = pair(truth.education.length, education.length, (t, p) =>
    dice(truth.education[t]?.institution, education[p]?.institution),
  );
  truth.education.forEach((te, t) => {
    const p = studies.get(t);
    mark(
      'education.institution',
      p !== undefined && norm(education[p]?.institution) === norm(te.institution),
      vs(te.institution, p === undefined ? undefined : education[p]?.institution),
    );
  });
  const pairedStudies = new Set(studies.values());
  invent('education', education.length - studies.size, () =>
    q(education.filter((_, i) => !pairedStudies.has(i)).map((e) => e.institution)),
  );

  // A name is known by its keys (its taxonomy entry, its normalised text and, for a parsed value,
  // the taxonomy id the parser gave it): two names are the same when they share one.
  const keysOf = (label: string, id?: string) =>
    new Set([entryKey(label), `text:${norm(label)}`, ...(id ? [id] : [])]);
  const same = (a: Set<string>, b: Set<string>) => [...a].some((k) => b.has(k));
  const distinct = (all: Set<string>[]) =>
    all.filter((keys, i) => !all.slice(0, i).some((earlier) => same(earlier, keys)));
  const truthSkills = truth.skills.map((name) => keysOf(name));
  const truthLicences = truth.licences.map((name) => keysOf(name));
  const inTruth = (keys: Set<string>) =>
    truthSkills.some((t) => same(t, keys)) || truthLicences.some((t) => same(t, keys));
  const parsedSkills = distinct((r?.skills ?? []).map((x) => keysOf(x.name, x.taxonomyId)));
  const certificates = r?.certificates ?? [];
  const parsedCerts = certificates.map((c) => keysOf(c.name, c.taxonomyId));
  truthSkills.forEach((t, i) => {
    mark(
      'skills',
      parsedSkills.some((p) => same(t, p)),
      () => `missed ${q(truth.skills[i])}`,
    );
  });
  truthLicences.forEach((t, i) => {
    mark(
      'licences',
      parsedCerts.some((p) => same(t, p)),
      () => `missed ${q(truth.licences[i])}`,
    );
  });
  const skillsRight = parsedSkills.filter((p) => truthSkills.some((t) => same(t, p))).length;
  const extraSkills = (r?.skills ?? []).filter((x) => !inTruth(keysOf(x.name, x.taxonomyId)));
  invent('skills', parsedSkills.filter((p) => !inTruth(p)).length, () =>
    q(extraSkills.map((x) => x.name)),
  );
  const flat = ` ${norm(text)} `;
  const inventedSkillsInText = text
    ? new Set(
        extraSkills.filter((x) => flat.includes(` ${norm(x.name)} `)).map((x) => norm(x.name)),
      ).size
    : 0;
  // A course the truth lists under education ("Certificate IV in Ageing Support") is misfiled.
  const isQualification = (name: string) =>
    truth.education.some(
      (e) => e.area && norm(name).includes(norm(e.area)) && norm(name).includes(norm(e.studyType)),
    );
  const parsedLicences = distinct(
    parsedCerts.filter(
      (_, i) => certificates[i]?.licence && !isQualification(certificates[i].name),
    ),
  );
  invent('licences', parsedLicences.filter((p) => !inTruth(p)).length, () =>
    q(
      certificates
        .filter(
          (c) => c.licence && !isQualification(c.name) && !inTruth(keysOf(c.name, c.taxonomyId)),
        )
        .map((c) => c.name),
    ),
  );

  const languages = r?.languages ?? [];
  const sameLanguage = (a: string, b: string) => {
    const x = norm(a);
    const y = norm(b);
    return (
      Boolean(x && y) &&
      (x === y || ` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `) || MACRO[x] === y)
    );
  };
  const matchedLanguages = new Set<number>();
  for (const tl of truth.languages) {
    const i = languages.findIndex(
      (l, j) => !matchedLanguages.has(j) && sameLanguage(tl.language, l.language),
    );
    mark(
      'languages',
      i >= 0,
      () => `missed ${q(tl.language)} in ${q(languages.map((l) => l.language))}`,
    );
    if (i >= 0) matchedLanguages.add(i);
    if (i >= 0 && tl.fluency)
      mark('languages.fluency', norm(languages[i]?.fluency).includes(norm(tl.fluency)));
  }
  invent('languages', languages.length - matchedLanguages.size, () =>
    q(languages.filter((_, j) => !matchedLanguages.has(j)).map((l) => l.language)),
  );
  return {
    fields,
    invented,
    inventedSkillsInText,
    skillsParsed: parsedSkills.length,
    skillsRight,
    misses,
  };
}

const MACRO: Record<string, string> = {
  mandarin: 'chinese',
  farsi: 'persian',
  cantonese: 'chinese',
  tagalog: 'filipino',
};

const TIMEOUT_MS = 180_000;
async function parseTimed(parse: Parse, bytes: Uint8Array, name: string) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const parsed = await Promise.race([
      parse(bytes, name),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)),
          TIMEOUT_MS,
        );
      }),
    ]);
    return { parsed, error: null, ms: performance.now() - started };
  } catch (error) {
    return { parsed: null, error: error as Error, ms: performance.now() - started };
  } finally {
    clearTimeout(timer);
  }
}
type Parse = (bytes: Uint8Array, fileName: string) => Promise<ParsedResume>;

function summarise(results: FileResult[]) {
  const fields: Record<string, { right: number; of: number; accuracy: number | null }> = {};
  let right = 0;
  let of = 0;
  for (const name of [...FIELDS, ...INFO_FIELDS]) {
    const t = results.reduce(
      (a, r) => ({
        right: a.right + (r.fields[name]?.right ?? 0),
        of: a.of + (r.fields[name]?.of ?? 0),
      }),
      { right: 0, of: 0 },
    );
    fields[name] = { ...t, accuracy: t.of ? round(t.right / t.of) : null };
    if ((FIELDS as readonly string[]).includes(name)) {
      right += t.right;
      of += t.of;
    }
  }
  const invented: Record<string, number> = {};
  for (const r of results)
    for (const [k, n] of Object.entries(r.invented)) invented[k] = (invented[k] ?? 0) + n;
  const skillsParsed = results.reduce((a, r) => a + r.skillsParsed, 0);
  const skillsRight = results.reduce((a, r) => a + r.skillsRight, 0);
  return {
    files: results.length,
    failed: results.filter((r) => r.error).length,
    accuracy: of ? round(right / of) : null,
    rightFields: right,
    truthFields: of,
    fields,
    skillsRecall: fields.skills?.accuracy ?? null,
    skillsPrecision: skillsParsed ? round(skillsRight / skillsParsed) : null,
    invented,
    inventedTotal: Object.values(invented).reduce((a, b) => a + b, 0),
    inventedSkillsNamedInText: results.reduce((a, r) => a + r.inventedSkillsInText, 0),
  };
}
const groupBy = (results: FileResult[], key: (r: FileResult) => string) => {
  const groups = new Map<string, FileResult[]>();
  for (const r of results) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return Object.fromEntries([...groups].map(([k, v]) => [k, summarise(v)]));
};

function table(title: string, groups: Record<string, ReturnType<typeof summarise>>): string {
  const cols = Object.keys(groups);
  const cell = (x: number | null | undefined) =>
    x === null || x === undefined ? '-' : x.toFixed(2);
  const rows = [
    ['', ...cols],
    ...[...FIELDS, ...INFO_FIELDS].map((f) => [
      f,
      ...cols.map((c) => cell(groups[c]?.fields[f]?.accuracy)),
    ]),
    ['skills precision', ...cols.map((c) => cell(groups[c]?.skillsPrecision))],
    ['OVERALL', ...cols.map((c) => cell(groups[c]?.accuracy))],
    ['invented values', ...cols.map((c) => String(groups[c]?.inventedTotal ?? 0))],
    ...['work', 'education', 'skills', 'licences', 'languages', 'email', 'phone', 'city'].map(
      (k) => [`  ${k}`, ...cols.map((c) => String(groups[c]?.invented[k] ?? 0))],
    ),
    [
      '  (skills named in text)',
      ...cols.map((c) => String(groups[c]?.inventedSkillsNamedInText ?? 0)),
    ],
    ['files failed', ...cols.map((c) => `${groups[c]?.failed}/${groups[c]?.files}`)],
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return [
    `${title}`,
    ...rows.map((r) =>
      r.map((v, i) => (i ? v.padStart(widths[i]! + 2) : v.padEnd(widths[i]!))).join(''),
    ),
  ].join('\n');
}

export async function benchResumes(options: { corpusDir?: string; misses?: boolean } = {}) {
  const { corpus, read } = loadCorpus(options.corpusDir);
  let parse: Parse;
  let isParseError: (e: unknown) => e is Error & { code: string };
  let loadError: string | null = null;
  try {
    const parser = await import('@talent/resume-parser');
    parse = parser.parseResume;
    isParseError = (e): e is Error & { code: string } =>
      e instanceof parser.ResumeParseError || (e as Error)?.name === 'ResumeParseError';
  } catch (error) {
    loadError = `the parser did not load: ${(error as Error).message}`;
    parse = () => Promise.reject(new Error(loadError as string));
    isParseError = (e): e is Error & { code: string } => (e as Error)?.name === 'ResumeParseError';
  }

  // Warm up first (pdf.js, the DOCX reader, the OCR worker load on the first call), untimed.
  const first = corpus.resumes[0]?.files;
  const scan = corpus.resumes.find((c) => c.layout === 'scanned')?.files.pdf;
  for (const file of [first?.pdf, first?.docx, first?.txt, first?.rtf, scan])
    if (file) await parseTimed(parse, read(file), file);

  const results: FileResult[] = [];
  const twoPageTextPdfs: { file: string; bytes: Uint8Array }[] = [];
  for (const c of corpus.resumes) {
    // Whether an invented skill is at least named in the resume: its plain-text version says.
    const text = c.files.txt ? new TextDecoder().decode(read(c.files.txt)) : undefined;
    for (const [kind, file] of Object.entries(c.files) as [Kind, string][]) {
      const bytes = read(file);
      const pages = kind === 'pdf' ? (await PDFDocument.load(bytes)).getPageCount() : 0;
      const { parsed, error, ms } = await parseTimed(parse, bytes, file);
      const kindName = kind === 'pdf' && c.layout === 'scanned' ? 'pdf (scanned)' : kind;
      if (kind === 'pdf' && c.layout !== 'scanned' && pages === 2)
        twoPageTextPdfs.push({ file, bytes });
      results.push({
        id: c.id,
        layout: c.layout,
        kind: kindName,
        ms,
        pages,
        ocrPages: parsed?.ocrPages ?? 0,
        ...score(c.truth, parsed, text),
        ...(error ? { error: `${file}: ${error.message}` } : {}),
      });
    }
  }
  // Each 2-page text PDF three more times, for steadier figures.
  const twoPageMs = results.filter((r) => r.kind === 'pdf' && r.pages === 2).map((r) => r.ms);
  for (const { file, bytes } of twoPageTextPdfs)
    for (let i = 0; i < 3; i++) twoPageMs.push((await parseTimed(parse, bytes, file)).ms);

  const notResumes = [];
  for (const n of corpus.notResumes) {
    const { parsed, error, ms } = await parseTimed(
      parse,
      read(n.file),
      n.file.split('/').pop() as string,
    );
    const code = isParseError(error) ? error.code : null;
    notResumes.push({
      file: n.file,
      expected: n.expect,
      outcome: parsed
        ? 'parsed as a resume'
        : code
          ? `ResumeParseError ${code}`
          : `other error: ${error?.message}`,
      failedAsItShould: Boolean(code),
      expectedCode: Boolean(code && n.expect.includes(code)),
      ms: round(ms),
    });
  }

  const byKind = groupBy(results, (r) => r.kind);
  const byLayout = groupBy(results, (r) => r.layout);
  const overall = summarise(results);
  // Development = the odd-numbered resumes (r001, r003, ...), whose misses may be studied;
  // held-out = the even-numbered ones, which are only measured.
  const half = (r: FileResult) =>
    Number(r.id.replace(/\D/g, '')) % 2 === 1 ? 'development' : 'held-out';
  const byHalf = groupBy(results, half);
  const timeOf = (pick: (r: FileResult) => boolean) => stats(results.filter(pick).map((r) => r.ms));
  console.error(table('Accuracy by file kind', { all: overall, ...byKind }));
  console.error();
  console.error(table('Accuracy by layout', byLayout));
  console.error();
  console.error(table('Accuracy by half (development = odd resumes, held-out = even)', byHalf));
  console.error();
  // The misses of a study corpus, or of the development half: never the held-out half's.
  if (options.misses)
    for (const r of results)
      if ((options.corpusDir || half(r) === 'development') && r.misses.length)
        console.error(`${r.id} ${r.layout} ${r.kind}\n${r.misses.map((m) => `  ${m}`).join('\n')}`);
  for (const n of notResumes)
    console.error(
      `not a resume: ${n.file}: ${n.outcome}${n.failedAsItShould ? '' : '  <- should have failed'}`,
    );
  return {
    ...(loadError ? { loadError } : {}),
    resumes: corpus.resumes.length,
    files: results.length,
    overall,
    byKind,
    byLayout,
    byHalf,
    timeMs: {
      allFiles: timeOf(() => true),
      textPdf: timeOf((r) => r.kind === 'pdf'),
      scannedPdf: timeOf((r) => r.kind === 'pdf (scanned)'),
      scannedPdfPerOcrPage: stats(
        results.filter((r) => r.kind === 'pdf (scanned)').map((r) => r.ms / Math.max(1, r.pages)),
      ),
      twoPageTextPdf: {
        files: twoPageTextPdfs.length,
        samples: twoPageMs.length,
        ...stats(twoPageMs),
      },
      docx: timeOf((r) => r.kind === 'docx'),
      txt: timeOf((r) => r.kind === 'txt'),
      rtf: timeOf((r) => r.kind === 'rtf'),
    },
    notResumes: {
      allFailedWithResumeParseError: notResumes.every((n) => n.failedAsItShould),
      withExpectedCode: notResumes.filter((n) => n.expectedCode).length,
      of: notResumes.length,
      files: notResumes,
    },
    errors: results.flatMap((r) => (r.error ? [r.error] : [])).slice(0, 40),
  };
}
