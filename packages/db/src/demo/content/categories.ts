// Job categories with their sub-categories, and the work type and flexible work option lookups.
// Sub-category ids are the category id times 100 plus a running number, so a sub-category's
// parent can be read off its id when debugging.

/**
 * How far a kind of role can be done away from the workplace: nurses and drivers are always
 * on site, office roles sometimes hybrid, software roles often hybrid or remote.
 */
export type Flexibility = 'onsite' | 'some' | 'office';

export interface SubCategoryDef {
  id: number;
  name: string;
  flexibility: Flexibility;
  /** Share of casual (hourly) jobs; hospitality and retail hire many casuals. */
  casualShare: number;
}

export interface CategoryDef {
  id: number;
  name: string;
  subCategories: readonly SubCategoryDef[];
}

type SubRow = readonly [name: string, flexibility: Flexibility, casualShare?: number];

function category(id: number, name: string, subs: readonly SubRow[]): CategoryDef {
  return {
    id,
    name,
    subCategories: subs.map(([subName, flexibility, casualShare = 0.05], i) => ({
      id: id * 100 + i + 1,
      name: subName,
      flexibility,
      casualShare,
    })),
  };
}

export const CATEGORIES: readonly CategoryDef[] = [
  category(1, 'Accounting', [
    ['Accounts Payable & Receivable', 'some'],
    ['Financial Accounting & Reporting', 'office'],
    ['Management Accounting & Budgeting', 'office'],
    ['Payroll', 'some'],
  ]),
  category(2, 'Administration & Office Support', [
    ['Administrative Assistants', 'some', 0.1],
    ['Receptionists', 'onsite', 0.15],
    ['Office Management', 'some'],
    ['PA, EA & Secretarial', 'some'],
    ['Data Entry & Word Processing', 'some', 0.2],
  ]),
  category(3, 'Banking & Financial Services', [
    ['Retail Banking', 'onsite'],
    ['Financial Planning', 'some'],
    ['Credit & Lending', 'office'],
    ['Compliance & Risk', 'office'],
    ['Insurance Claims', 'some'],
  ]),
  category(4, 'Community Services & Development', [
    ['Aged & Disability Support', 'onsite', 0.35],
    ['Child Welfare, Youth & Family Services', 'onsite', 0.1],
    ['Community Development', 'some'],
    ['Volunteer Coordination & Support', 'some', 0.1],
  ]),
  category(5, 'Construction', [
    ['Project Management', 'some'],
    ['Site Supervision', 'onsite'],
    ['Estimating', 'some'],
    ['Health, Safety & Environment', 'onsite'],
    ['Plant & Machinery Operators', 'onsite', 0.15],
  ]),
  category(6, 'Education & Training', [
    ['Teaching - Primary', 'onsite', 0.1],
    ['Teaching - Secondary', 'onsite', 0.1],
    ['Teaching - Early Childhood', 'onsite', 0.2],
    ['Workplace Training & Assessment', 'some'],
    ['Student Services & Learning Support', 'onsite', 0.15],
  ]),
  category(7, 'Engineering', [
    ['Civil/Structural Engineering', 'some'],
    ['Electrical/Electronic Engineering', 'some'],
    ['Mechanical Engineering', 'some'],
    ['Maintenance', 'onsite'],
    ['Project Engineering', 'some'],
  ]),
  category(8, 'Healthcare & Medical', [
    ['Nursing', 'onsite', 0.15],
    ['Nursing - Aged Care', 'onsite', 0.2],
    ['Physiotherapy, OT & Rehabilitation', 'onsite', 0.05],
    ['Pharmacy', 'onsite', 0.15],
    ['Medical Administration', 'onsite', 0.1],
    ['Psychology, Counselling & Social Work', 'some'],
  ]),
  category(9, 'Hospitality & Tourism', [
    ['Chefs/Cooks', 'onsite', 0.3],
    ['Front Office & Guest Services', 'onsite', 0.3],
    ['Waiting Staff & Bar', 'onsite', 0.6],
    ['Housekeeping', 'onsite', 0.5],
    ['Management', 'onsite'],
    ['Travel & Tourism', 'onsite', 0.3],
  ]),
  category(10, 'Information & Communication Technology', [
    ['Developers/Programmers', 'office'],
    ['Business/Systems Analysts', 'office'],
    ['Help Desk & IT Support', 'some'],
    ['Security', 'office'],
    ['Networks & Systems Administration', 'office'],
    ['Testing & Quality Assurance', 'office'],
  ]),
  category(11, 'Manufacturing, Transport & Logistics', [
    ['Warehousing, Storage & Distribution', 'onsite', 0.25],
    ['Road Transport', 'onsite', 0.15],
    ['Supply Chain & Planning', 'some'],
    ['Machine Operators & Production', 'onsite', 0.2],
    ['Quality Assurance & Control', 'onsite'],
    ['Rail & Maritime Transport', 'onsite'],
  ]),
  category(12, 'Mining, Resources & Energy', [
    ['Mining - Operations', 'onsite'],
    ['Mining - Engineering & Maintenance', 'onsite'],
    ['Energy & Utilities', 'onsite'],
    ['Environment & Sustainability', 'some'],
  ]),
  category(13, 'Retail & Consumer Products', [
    ['Retail Assistants', 'onsite', 0.55],
    ['Store Management', 'onsite'],
    ['Merchandisers', 'onsite', 0.25],
    ['Buyers', 'office'],
  ]),
];

export const SUB_CATEGORIES: readonly (SubCategoryDef & { categoryId: number })[] =
  CATEGORIES.flatMap((c) => c.subCategories.map((s) => ({ ...s, categoryId: c.id })));

export const SUB_CATEGORY_BY_ID: ReadonlyMap<number, SubCategoryDef & { categoryId: number }> =
  new Map(SUB_CATEGORIES.map((s) => [s.id, s]));

export const WORK_TYPES = [
  { id: 1, label: 'Full time' },
  { id: 2, label: 'Part time' },
  { id: 3, label: 'Contract/Temp' },
  { id: 4, label: 'Casual/Vacation' },
] as const;

export const WORK_TYPE = { fullTime: 1, partTime: 2, contract: 3, casual: 4 } as const;

export const FLEXIBLE_WORK_OPTIONS = [
  { id: 1, label: 'On-site' },
  { id: 2, label: 'Hybrid' },
  { id: 3, label: 'Remote' },
] as const;

export const FLEXIBLE_WORK_OPTION = { onSite: 1, hybrid: 2, remote: 3 } as const;
