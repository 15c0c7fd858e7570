// The advert's Salary section: the range as written, or one built from the minimum and
// maximum with the currency and pay period, and the salary description.
import type { CareersJobAdvert } from '@talent/contract';

const PERIOD: Record<string, string> = { annual: 'per year', hourly: 'per hour' };

function amount(value: number, currency: string | null): string {
  try {
    return new Intl.NumberFormat('en-AU', {
      style: currency ? 'currency' : 'decimal',
      currency: currency ?? undefined,
      maximumFractionDigits: value % 1 ? 2 : 0,
    }).format(value);
  } catch {
    return String(value);
  }
}

export function salaryLines(
  job: Pick<
    CareersJobAdvert,
    'salaryRange' | 'minSalary' | 'maxSalary' | 'currencyIso3' | 'salaryType' | 'salaryDescription'
  >,
): string[] {
  let range = job.salaryRange?.trim() || null;
  if (!range && (job.minSalary != null || job.maxSalary != null)) {
    const values = [job.minSalary, job.maxSalary]
      .filter((v): v is number => v != null)
      .map((v) => amount(v, job.currencyIso3));
    const period = PERIOD[job.salaryType?.toLowerCase() ?? ''];
    range = [[...new Set(values)].join(' - '), period].filter(Boolean).join(' ');
  }
  return [range, job.salaryDescription?.trim() || null].filter((line): line is string => !!line);
}
