// The pre-fill's education, certificates and licences: a qualification needs the form's name,
// institution and (for education) a level read from its words; the same name or taxonomy id is
// not added twice.
import {
  type QualificationBody,
  QualificationCategory,
  QualificationTypeId,
  qualificationBodySchema,
} from '@talent/contract';
import type { ParsedResume, ResumeCertificate, ResumeEducation } from '@talent/resume-parser';
import { taxonomy } from '@talent/taxonomy';
import { clean, key, type PrefillPlan, type ProfileBefore, yearOf } from './prefill-model';

/** Education levels of the qualification form (EDUCATION_LEVELS), by how resumes name them. */
const EDUCATION_LEVEL_PATTERNS: [RegExp, number][] = [
  [/\b(phd|doctor(ate|al)?|dphil)\b/i, 16],
  [/\bmaster|\bm\.?(sc|ba|eng|ed)\b|\bmba\b/i, 15],
  [/\bgraduate diploma\b|\bgrad\.? ?dip/i, 14],
  [/\bgraduate certificate\b|\bgrad\.? ?cert/i, 13],
  [/\bhonours\b|\bhons\b/i, 12],
  [/\bbachelor|\bb\.?(sc|a|com|eng|ed|n|bus)\b/i, 11],
  [/\bassociate degree\b/i, 10],
  [/\badvanced diploma\b/i, 9],
  [/\bdiploma\b/i, 8],
  [/\bcertificate iv\b|\bcert(ificate)? 4\b/i, 7],
  [/\bcertificate iii\b|\bcert(ificate)? 3\b/i, 6],
  [/\bcertificate ii\b|\bcert(ificate)? 2\b/i, 5],
  [/\bcertificate i\b|\bcert(ificate)? 1\b/i, 4],
  [/\bapprenticeship\b|\btrade qualification\b/i, 17],
  [/\byear 12\b|\bhigh school\b|\bhsc\b|\bvce\b|\bwace\b|\bqce\b|\bsace\b|\bsecondary\b/i, 3],
  [/\byear 11\b/i, 2],
  [/\byear 10\b/i, 1],
];

const educationLevelOf = (text: string) =>
  EDUCATION_LEVEL_PATTERNS.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** "Bachelor" + "Nursing" → "Bachelor of Nursing"; either alone when one holds the other. */
function educationName(education: ResumeEducation): string {
  const type = clean(education.studyType);
  const area = clean(education.area);
  if (!type || !area) return type || area;
  if (key(type).includes(key(area))) return type;
  if (key(area).includes(key(type))) return area;
  if (/\b(of|in)$/i.test(type)) return `${type} ${area}`;
  if (/^(bachelor|master|diploma|advanced diploma|associate degree|doctor)$/i.test(type)) {
    return `${type} of ${area}`;
  }
  return `${type}, ${area}`;
}

/** A year the form offers (the last 70 years), else Not Specified (0). */
function completedYear(date: string | undefined, now: Date) {
  const year = yearOf(date);
  const current = now.getFullYear();
  return year !== null && year <= current && year >= current - 70 ? year : 0;
}

const TICKET = /\bticket\b|\bwhite card\b|\bRS[AG]\b|\bworking at heights\b|\bconfined space\b/i;

function qualificationOf(
  input: Partial<QualificationBody> & Pick<QualificationBody, 'qualificationTypeId'>,
) {
  const parsed = qualificationBodySchema.safeParse({ yearCompleted: 0, ...input });
  return parsed.success ? parsed.data : null;
}

function licenceNames(entry: { certification: string }) {
  const resolved = taxonomy.resolve(entry.certification);
  return [key(entry.certification), ...(resolved ? [`id:${resolved.id}`] : [])];
}

export function planQualifications(
  parsed: ParsedResume,
  before: ProfileBefore,
  now: Date,
  plan: PrefillPlan,
) {
  const have = new Set(
    [
      ...before.webResume.education.qualifications,
      ...before.webResume.licences.qualifications,
    ].flatMap(licenceNames),
  );
  const add = (
    section: 'education' | 'licences',
    body: QualificationBody | null,
    names: string[],
  ) => {
    if (!body) {
      plan.skipped[section]++;
      return;
    }
    if (names.some((n) => have.has(n))) {
      plan.alreadyThere[section]++;
      return;
    }
    for (const n of names) have.add(n);
    plan.qualifications.push(body);
    plan.added[section]++;
  };

  for (const education of parsed.resume.education) {
    const name = educationName(education);
    const level = educationLevelOf(`${education.studyType ?? ''} ${name}`);
    const body =
      name && level !== null
        ? qualificationOf({
            certification: name,
            institution: clean(education.institution),
            qualificationTypeId: QualificationTypeId.Education,
            qualificationCategory: QualificationCategory.Education,
            fifoEducationLevel: { id: level },
            yearCompleted: completedYear(education.endDate, now),
          })
        : null;
    add('education', body, body ? [key(body.certification)] : []);
  }

  for (const certificate of parsed.resume.certificates) {
    const certification = clean(certificate.name);
    const body = qualificationOf({
      certification,
      institution: clean(certificate.issuer),
      qualificationTypeId: qualificationTypeOf(certificate),
      yearCompleted: completedYear(certificate.date, now),
    });
    const names = [
      key(certification),
      ...(certificate.taxonomyId ? [`id:${certificate.taxonomyId}`] : []),
      ...(body ? licenceNames(body) : []),
    ];
    add(certificate.licence ? 'licences' : 'education', body, names);
  }
}

function qualificationTypeOf(certificate: ResumeCertificate): number {
  if (!certificate.licence) return QualificationTypeId.Certificate;
  return TICKET.test(certificate.name) ? QualificationTypeId.Ticket : QualificationTypeId.Licence;
}
