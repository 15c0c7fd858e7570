// The words of a demo advert: summary, description (HTML and plain text built from the same
// blocks so they always say the same thing), key selling points and the flexible-work note.
import {
  ABOUT_THE_ROLE,
  CATEGORY_DUTIES,
  CLOSINGS,
  FLEXIBLE_WORK_DESCRIPTIONS,
  GENERAL_REQUIREMENTS,
  INDUSTRY_BLURBS,
  INDUSTRY_SELLING_POINTS,
  KEY_SELLING_POINTS,
  SKILL_REQUIREMENTS,
  SUMMARY_FOLLOW_UPS,
  SUMMARY_OPENERS,
} from './content/advert-phrases';
import { FLEXIBLE_WORK_OPTION, WORK_TYPE } from './content/categories';
import type { Random } from './random';
import type { JobRow } from './types';

export interface AdvertTextInput {
  title: string;
  categoryId: number;
  companyName: string;
  industry: string;
  placeName: string;
  countryName: string;
  workTypeId: number;
  flexibleWorkOptionId: number;
  specialties: readonly string[];
}

type TextFields = Pick<
  JobRow,
  | 'summary'
  | 'description'
  | 'descriptionHtml'
  | 'keyPoint1'
  | 'keyPoint2'
  | 'keyPoint3'
  | 'flexibleWorkDescription'
>;

type Block = { kind: 'p' | 'h'; text: string } | { kind: 'ul'; items: readonly string[] };

const WORK_TYPE_WORDS: Readonly<Record<number, string>> = {
  [WORK_TYPE.fullTime]: 'full-time',
  [WORK_TYPE.partTime]: 'part-time',
  [WORK_TYPE.contract]: 'contract',
  [WORK_TYPE.casual]: 'casual',
};

const GENERIC_BLURB = ['{company} is a respected employer with teams across {country}.'];

type Template = readonly string[];
const templates = new Map<string, Template>();

/**
 * Splits '{company} is hiring' into ['', 'company', ' is hiring']: literals at even positions,
 * placeholder names at odd ones. Cached, because a regex replace per sentence per job was the
 * largest cost of generating a million jobs.
 */
function compile(text: string): Template {
  let template = templates.get(text);
  if (!template) {
    template = text.split(/\{(\w+)\}/);
    templates.set(text, template);
  }
  return template;
}

function fill(text: string, vars: Readonly<Record<string, string>>): string {
  const parts = compile(text);
  let out = parts[0] ?? '';
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i] as string;
    out += (vars[key] ?? `{${key}}`) + (parts[i + 1] ?? '');
  }
  return out;
}

const HTML_SPECIAL = /[&<>]/;

function escapeHtml(text: string): string {
  if (!HTML_SPECIAL.test(text)) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** `encode` is a no-op when the plain text shows nothing to escape, as in most adverts. */
function toHtml(blocks: readonly Block[], encode: (text: string) => string): string {
  let html = '';
  for (const b of blocks) {
    if (b.kind === 'ul') html += `<ul>${b.items.map((i) => `<li>${encode(i)}</li>`).join('')}</ul>`;
    else if (b.kind === 'h') html += `<p><strong>${encode(b.text)}</strong></p>`;
    else html += `<p>${encode(b.text)}</p>`;
  }
  return html;
}

function toPlainText(blocks: readonly Block[]): string {
  return blocks
    .map((b) => (b.kind === 'ul' ? b.items.map((i) => `- ${i}`).join('\n') : b.text))
    .join('\n\n');
}

/** 'an Estimator', 'an HSE Advisor', 'a Registered Nurse': by sound, so acronyms count. */
export function withArticle(title: string): string {
  return /^([AEIOU]|HSE\b)/.test(title) ? `an ${title}` : `a ${title}`;
}

export function advertText(rnd: Random, input: AdvertTextInput): TextFields {
  const vars = {
    company: input.companyName,
    title: input.title,
    aTitle: withArticle(input.title),
    place: input.placeName,
    country: input.countryName,
    workType: WORK_TYPE_WORDS[input.workTypeId] ?? 'permanent',
  };

  const summary = rnd.chance(0.6)
    ? `${fill(rnd.pick(SUMMARY_OPENERS), vars)} ${fill(rnd.pick(SUMMARY_FOLLOW_UPS), vars)}`
    : fill(rnd.pick(SUMMARY_OPENERS), vars);

  const sellingPoints = [...(INDUSTRY_SELLING_POINTS[input.industry] ?? []), ...KEY_SELLING_POINTS];
  const keyPoints = rnd.sample(sellingPoints, 3);
  // Some adverts leave the third point blank: the advert must skip it (spec 2, section 3).
  const keyPoint3 = rnd.chance(0.15) ? null : (keyPoints[2] ?? null);

  const duties = rnd.sample(CATEGORY_DUTIES[input.categoryId] ?? [], 4);
  const skillLines = rnd
    .sample(input.specialties, 3)
    .map((skill) => fill(rnd.pick(SKILL_REQUIREMENTS), { skill }));
  const generalLines = rnd.sample(GENERAL_REQUIREMENTS, 2).map((line) => fill(line, vars));

  const blocks: Block[] = [
    { kind: 'p', text: fill(rnd.pick(INDUSTRY_BLURBS[input.industry] ?? GENERIC_BLURB), vars) },
    { kind: 'h', text: 'About the role' },
    { kind: 'p', text: fill(rnd.pick(ABOUT_THE_ROLE), vars) },
    { kind: 'h', text: "What you'll do" },
    { kind: 'ul', items: duties },
    { kind: 'h', text: "What you'll bring" },
    { kind: 'ul', items: [...skillLines, ...generalLines] },
    { kind: 'h', text: `Why ${input.companyName}?` },
    { kind: 'ul', items: keyPoints },
    { kind: 'p', text: rnd.pick(CLOSINGS) },
  ];

  const description = toPlainText(blocks);
  const flexible =
    input.flexibleWorkOptionId === FLEXIBLE_WORK_OPTION.hybrid ||
    input.flexibleWorkOptionId === FLEXIBLE_WORK_OPTION.remote
      ? FLEXIBLE_WORK_DESCRIPTIONS[input.flexibleWorkOptionId]
      : undefined;

  return {
    summary,
    description,
    descriptionHtml: toHtml(blocks, HTML_SPECIAL.test(description) ? escapeHtml : (t) => t),
    keyPoint1: keyPoints[0] ?? null,
    keyPoint2: keyPoints[1] ?? null,
    keyPoint3,
    flexibleWorkDescription: flexible ? fill(rnd.pick(flexible), vars) : null,
  };
}
