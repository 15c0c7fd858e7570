// The salary fields of a job from a posting's baseSalary (schema.org MonetaryAmount), with
// the range written as the advert shows it: '$95,000 - $110,000 per year', '$45 - $55 per hour'.
import type { JobPosting, SalaryUnit } from '@talent/contract';
import type { JobInsert } from './job-insert';

type SalaryFields = Pick<
  JobInsert,
  'currencyIso3' | 'salaryType' | 'minSalary' | 'maxSalary' | 'salaryRange' | 'salaryDescription'
>;

const SALARY_TYPE: Readonly<Record<SalaryUnit, string>> = {
  HOUR: 'Hourly',
  DAY: 'Daily',
  WEEK: 'Weekly',
  MONTH: 'Monthly',
  YEAR: 'Annual',
};

const PER: Readonly<Record<SalaryUnit, string>> = {
  HOUR: 'per hour',
  DAY: 'per day',
  WEEK: 'per week',
  MONTH: 'per month',
  YEAR: 'per year',
};

const SYMBOLS: Readonly<Record<string, string>> = {
  AUD: '$',
  NZD: '$',
  USD: '$',
  CAD: '$',
  SGD: '$',
  HKD: '$',
  GBP: '£',
  EUR: '€',
  JPY: '¥',
  INR: '₹',
};

/** 95000 -> '$95,000', 45.5 -> '$45.50'; other currencies by code ('CHF 120,000'). */
export function formatMoney(amount: number, currency: string): string {
  const [whole = '0', cents] = (
    Number.isInteger(amount) ? String(amount) : amount.toFixed(2)
  ).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (cents ? `.${cents}` : '');
  const symbol = SYMBOLS[currency];
  return symbol ? `${symbol}${grouped}` : `${currency} ${grouped}`;
}

export function salaryFields(
  baseSalary: JobPosting['baseSalary'],
  salaryDescription: string | undefined,
): SalaryFields {
  const value = baseSalary?.value;
  const min = value?.minValue ?? value?.value ?? value?.maxValue;
  const max = value?.maxValue ?? value?.value ?? value?.minValue;
  const unit = value?.unitText;
  if (!baseSalary || min === undefined || max === undefined) {
    return {
      currencyIso3: baseSalary?.currency ?? null,
      salaryType: null,
      minSalary: null,
      maxSalary: null,
      salaryRange: null,
      salaryDescription: salaryDescription ?? null,
    };
  }
  const { currency } = baseSalary;
  const amounts =
    min === max
      ? formatMoney(min, currency)
      : `${formatMoney(min, currency)} - ${formatMoney(max, currency)}`;
  return {
    currencyIso3: currency,
    salaryType: unit ? SALARY_TYPE[unit] : null,
    minSalary: min,
    maxSalary: max,
    salaryRange: unit ? `${amounts} ${PER[unit]}` : amounts,
    salaryDescription: salaryDescription ?? null,
  };
}
