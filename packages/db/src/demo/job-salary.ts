// Salary fields of a demo job: an annual range inside the title's band, or an hourly rate for
// casual jobs (Australian casual rates include a 25% loading; New Zealand casuals are paid 8%
// holiday pay on top instead), or nothing for a few adverts so that the 'Salary range not
// supplied' placeholder shows up.
import { WORK_TYPE } from './content/categories';
import { CURRENCIES, type Place } from './content/places';
import type { TitleDef } from './content/titles';
import type { Random } from './random';
import type { JobRow } from './types';

export const SALARY_HIDDEN_SHARE = 0.08;
export const SALARY_TYPE = { annual: 'Annual', hourly: 'Hourly' } as const;

/** Ordinary hours in a year at 38 hours a week. */
const HOURS_PER_YEAR = 38 * 52;
const CASUAL_LOADING = 1.25;

type SalaryFields = Pick<
  JobRow,
  'currencyIso3' | 'salaryType' | 'minSalary' | 'maxSalary' | 'salaryRange' | 'salaryDescription'
>;

/** 95000 -> '95,000'; hand-rolled because Intl formatting is slow at a million jobs. */
export function formatThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

export function jobSalary(
  rnd: Random,
  title: TitleDef,
  workTypeId: number,
  countryIso2: Place['countryIso2'],
): SalaryFields {
  const currencyIso3 = CURRENCIES[countryIso2];
  if (rnd.chance(SALARY_HIDDEN_SHARE)) {
    return {
      currencyIso3,
      salaryType: null,
      minSalary: null,
      maxSalary: null,
      salaryRange: null,
      salaryDescription: rnd.chance(0.5) ? 'Competitive salary package' : null,
    };
  }

  const [low, high] = title.salary;
  const span = high - low;
  const annualMin = roundTo(low + rnd.next() * span * 0.6, 1000);
  const annualMax = Math.max(
    annualMin + 1000,
    roundTo(annualMin + span * rnd.float(0.2, 0.5), 1000),
  );

  if (workTypeId === WORK_TYPE.casual) {
    const loading = countryIso2 === 'AU' ? CASUAL_LOADING : 1;
    const min = Math.round((annualMin / HOURS_PER_YEAR) * loading);
    const max = Math.max(min + 1, Math.round((annualMax / HOURS_PER_YEAR) * loading));
    return {
      currencyIso3,
      salaryType: SALARY_TYPE.hourly,
      minSalary: min,
      maxSalary: max,
      salaryRange: `$${min} - $${max} per hour`,
      salaryDescription:
        countryIso2 === 'AU' ? 'Includes 25% casual loading' : 'Plus 8% holiday pay',
    };
  }

  const extras = countryIso2 === 'AU' ? ['+ super', 'plus superannuation'] : ['+ KiwiSaver'];
  const extra = rnd.chance(0.7) ? rnd.pick(extras) : null;
  const proRata = workTypeId === WORK_TYPE.partTime ? 'pro rata' : null;
  return {
    currencyIso3,
    salaryType: SALARY_TYPE.annual,
    minSalary: annualMin,
    maxSalary: annualMax,
    salaryRange: `$${formatThousands(annualMin)} - $${formatThousands(annualMax)} per year`,
    salaryDescription: [proRata, extra].filter(Boolean).join(', ') || null,
  };
}
