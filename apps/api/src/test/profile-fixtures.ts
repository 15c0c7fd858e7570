// Profile entries as the web app's forms save them, shared by the API tests that need a valid
// role or education entry to start from (each test overrides what it is about).
const YEAR = new Date().getFullYear();

/** A work history role the role form would save. */
export const validRole = () => ({
  company: 'Acme Mining',
  division: 'Operations',
  roleTitle: 'Haul Truck Operator',
  fromDate: '2020-03-01',
  toDate: '2022-06-30',
  isCurrent: false,
  specialities: [{ label: 'Haul Truck Operation' }],
  profession: { id: 1001, label: 'Chief Executive or Managing Director' },
  industry: { id: 8, label: 'Metal Ore Mining' },
  country: { id: 'AU', name: 'Australia', iso2: 'AU', hasStateList: true, position: 1 },
  locationGroup: { id: 'place-1', label: 'Perth WA' },
  responsibilitiesList: ['Operate trucks', 'Pre-start checks'],
  achievementsList: ['Zero incidents'],
  extendedJobDesc: 'Fly-in fly-out',
  hideCompany: false,
});

/** An education entry the qualification form would save (no document). */
export const validEducation = {
  certification: 'Bachelor of Science',
  institution: 'University of Sydney',
  state: 'NSW',
  yearCompleted: YEAR - 3,
  years: 3,
  fifoEducationLevel: { id: 11 },
  qualificationTypeId: 0,
  qualificationCategory: 1,
  comments: 'Majored in statistics',
  qualificationNumber: null,
  file: null,
  qualificationId: null,
};
