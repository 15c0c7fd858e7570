// Test data for the work history and summaries: a web resume and roles as the API answers them.
import { emptyItSkills, type Role, type WebResume } from '@talent/contract';

export const buildWebResume = (overrides: Partial<WebResume> = {}): WebResume => ({
  careerSummary: '',
  roles: [],
  skillsSummary: '',
  education: { qualifications: [] },
  itSkills: emptyItSkills(),
  licences: { qualifications: [] },
  achievements: '',
  languages: [],
  noWorkHistory: false,
  noQualifications: false,
  noItSkills: false,
  noLicences: false,
  ...overrides,
});

export const buildRole = (overrides: Partial<Role> = {}): Role => ({
  id: '11111111-1111-4111-8111-111111111111',
  roleTitle: 'Haul Truck Operator',
  company: 'Acme Mining',
  division: 'Operations',
  fromDate: '2020-03-01',
  toDate: '2022-06-01',
  extendedJobDesc: 'Fly-in fly-out\nTwo weeks on, one off',
  country: { id: 'AU', name: 'Australia', iso2: 'AU', hasStateList: true, position: 1 },
  responsibilitiesList: ['Operate trucks', 'Pre-start checks'],
  achievementsList: ['Zero incidents'],
  locationGroup: { id: 'place-1', label: 'Perth WA' },
  profession: { id: 1500, label: 'Dump Truck Operator' },
  industry: { id: 8, label: 'Metal Ore Mining' },
  specialities: [{ label: 'Haul Truck Operation' }],
  isPrimary: true,
  isCurrent: false,
  hideCompany: false,
  ...overrides,
});
