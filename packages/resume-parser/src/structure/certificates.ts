// Certificates and licences: each item of the certificates section, resolved through the
// taxonomy's licence entries; course certificates it does not know keep their text. Licences
// are also found anywhere else ("Current driver licence (C)" in a header) when the line says so.
import { taxonomy } from '@talent/taxonomy';
import type { ResumeCertificate, TextLine } from '../types';
import { findDateRange } from './dates';
import { recordSource, type Sources } from './sources';
import { clean, isBullet, stripBullet, wordsOf } from './text';

/** A resume lists its qualifications (certificates, diplomas) among its licences. */
const QUALIFICATIONS_TOO = { qualifications: true } as const;

const CUE =
  /\b(?:licen[cs]e[sd]?|ticket|card|certificate|cert|registration|registered|accreditation|accredited|endorsement|permit|clearance|check|wwcc|induction|class)\b/i;
const ISSUER =
  /\s*(?:[,–—|-]|\bissued by\b|\bthrough\b)\s*((?:[\p{Lu}][\p{L}&'’.-]*\s*){1,6}(?:TAFE|Institute|Council|Authority|Academy|College|University|Red Cross|St John|Ambulance|SafeWork\s*\w*|WorkSafe|Australia|NSW|VIC|QLD)\b.*)$/u;

export interface CertificateItem {
  certificate: ResumeCertificate;
  source: string;
}

function licenceOf(text: string): { id: string } | null {
  const entry = taxonomy.resolve(text, 'licence');
  if (entry) return entry;
  // In a list of tickets, "Traffic Control" is the traffic control ticket.
  const bare = text.replace(/\([^)]*\)/g, ' ').trim();
  for (const kind of ['ticket', 'licence', 'certificate']) {
    const named = taxonomy.resolve(`${bare} ${kind}`, 'licence');
    if (named) return named;
  }
  // A licence named within more words: "Heavy Rigid (HR) licence – current".
  const mentions = taxonomy.extract(text, QUALIFICATIONS_TOO).filter((m) => m.kind === 'licence');
  const words = wordsOf(text).length;
  const best = mentions.find(
    (m) => wordsOf(m.text).length * 2 >= Math.min(words, 6) || mentions.length === 1,
  );
  return best ?? null;
}

/** One item of a certificates section. */
export function certificateOf(raw: string): ResumeCertificate | null {
  let text = clean(stripBullet(raw));
  if (!text || wordsOf(text).length > 20) return null;
  const date = findDateRange(text);
  let dateValue: string | undefined;
  if (date) {
    const said = text.slice(0, date.start);
    // "expires 03/2026" is not when it was issued: no date rather than a wrong one.
    const expiry = /\b(?:expires|expiry|exp|valid until|valid to)\s*[:.]?\s*$/i.test(said);
    dateValue = expiry ? undefined : (date.endDate ?? date.startDate);
    const before = said.replace(
      /\b(?:issued|obtained|completed|awarded|expires|expiry|exp|valid until|valid to|renewed)\s*[:.]?\s*$/i,
      '',
    );
    text = clean(`${before} ${text.slice(date.end)}`.replace(/\(\s*\)/g, ''));
  }
  let issuer: string | undefined;
  const issued = ISSUER.exec(text);
  if (issued?.[1] && issued.index > 0) {
    issuer = clean(issued[1]);
    text = clean(text.slice(0, issued.index));
  }
  if (!text) return null;
  const licence = licenceOf(text);
  return {
    name: text,
    licence: Boolean(licence),
    ...(licence ? { taxonomyId: licence.id } : {}),
    ...(issuer ? { issuer } : {}),
    ...(dateValue ? { date: dateValue } : {}),
  };
}

/** "Current First Aid and CPR": two licences in one item when each side is one. */
function certificatesOf(piece: string): ResumeCertificate[] {
  const whole = certificateOf(piece);
  if (!whole || whole.licence) return whole ? [whole] : [];
  const sides = piece.split(/\s+(?:and|&)\s+/i);
  if (sides.length < 2) return [whole];
  const each = sides.map((side) => certificateOf(side));
  return each.every((c) => c?.licence) ? (each as ResumeCertificate[]) : [whole];
}

/** The items of a certificates section: one a line, or several a line split by commas. */
export function sectionCertificates(lines: readonly TextLine[]): CertificateItem[] {
  const out: CertificateItem[] = [];
  for (const line of lines) {
    const text = line.text.trim();
    const pieces = text.split(/\s*[;•|\t]\s*|,\s+(?=[\p{Lu}])/u);
    const many = pieces.length > 1 && pieces.every((p) => wordsOf(p).length <= 6);
    for (const piece of many ? pieces : [text]) {
      for (const certificate of certificatesOf(piece)) out.push({ certificate, source: line.text });
    }
  }
  return out;
}

/** Licences a line outside the certificates section names, when it speaks of a licence. */
export function licencesIn(lines: readonly TextLine[]): CertificateItem[] {
  const out: CertificateItem[] = [];
  for (const line of lines) {
    const text = line.text.trim();
    if (!CUE.test(text)) continue;
    for (const m of taxonomy.extract(text, QUALIFICATIONS_TOO)) {
      if (m.kind !== 'licence') continue;
      const short = wordsOf(text).length <= 8;
      const name =
        short && !isBullet(line) ? clean(text) : short ? clean(stripBullet(text)) : m.text;
      out.push({ certificate: { name, licence: true, taxonomyId: m.id }, source: line.text });
    }
  }
  return out;
}

/** Adds the items, each taxonomy entry and each name once. */
export function addCertificates(
  into: ResumeCertificate[],
  items: readonly CertificateItem[],
  sources: Sources,
): void {
  for (const { certificate, source } of items) {
    const same = into.some(
      (c) =>
        (certificate.taxonomyId && c.taxonomyId === certificate.taxonomyId) ||
        c.name.toLowerCase() === certificate.name.toLowerCase(),
    );
    if (same) continue;
    recordSource(sources, `certificates[${into.length}]`, certificate, source);
    into.push(certificate);
  }
}
