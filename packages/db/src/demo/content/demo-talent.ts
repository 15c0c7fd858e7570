// The demo talent, Alex Morgan: a Sydney software engineer whose work history runs through
// demo companies, so that the connections (an employee of one, a former contractor of another)
// and the job matches in the demo tell one consistent story.

export const DEMO_TALENT = {
  fullName: 'Alex Morgan',
  currentRole: 'Senior Software Engineer',
  bioMessage:
    'Full-stack engineer building fast, accessible web apps with TypeScript and React. I mentor, speak at meetups and like turning messy problems into simple products.',
  address: { addressLine1: '48 Crown Street', place: 'Surry Hills' },
  careerSummary:
    'Senior software engineer with over eight years of experience across insurance, banking, logistics and digital consulting. I lead the delivery of customer-facing web platforms end to end: from discovery and system design through to build, release and support. I care about accessibility, performance and developer experience, and enjoy growing engineers through pairing and code review. Looking for a hybrid role in Sydney where I can shape both the product and the engineering culture.',
  /** The education summary (the spec's skillsSummary field). */
  skillsSummary:
    'Bachelor of Computer Science (Software Engineering major) from UNSW Sydney, with a thesis on accessible data visualisation. Since then I have kept learning through AWS certification, the Frontend Masters curriculum and in-house leadership training at Tasman Digital.',
  achievements:
    'Winner of the Tasman Digital Engineering Excellence Award. Speaker at SydJS on accessible component libraries. AWS Certified Developer - Associate. Led the rebuild of a banking app used by 400,000 customers with zero downtime.',
} as const;

export interface DemoRoleDef {
  roleTitle: string;
  company: string;
  division: string;
  /** Ids and labels of the professions and industries lookups. */
  profession: readonly [id: number, label: string];
  industry: readonly [id: number, label: string];
  /** Whole months before "now" at which the role started and (for past roles) ended. */
  startMonthsAgo: number;
  endMonthsAgo: number | null;
  location: string;
  extendedJobDesc: string;
  responsibilities: readonly string[];
  achievements: readonly string[];
  specialities: readonly string[];
}

export const DEMO_ROLES: readonly DemoRoleDef[] = [
  {
    roleTitle: 'Senior Software Engineer',
    company: 'Tasman Digital',
    profession: [1247, 'Software Engineer'],
    industry: [70, 'Computer System Design and Related Services'],
    division: 'Platform Engineering',
    startMonthsAgo: 38,
    endMonthsAgo: null,
    location: 'Surry Hills, NSW',
    extendedJobDesc:
      'Technical lead for a squad of six building a multi-tenant customer platform for clients in health and financial services.',
    responsibilities: [
      'Lead design and delivery of the customer platform front end and its Node.js services',
      'Set engineering standards for testing, accessibility and code review',
      'Mentor four mid-level and graduate engineers',
      'Work with product owners to shape the roadmap and estimates',
    ],
    achievements: [
      'Cut page load times by 45% by moving to server-side rendering and code splitting',
      'Introduced automated accessibility testing, lifting audit scores to WCAG 2.2 AA',
    ],
    specialities: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'AWS'],
  },
  {
    roleTitle: 'Full Stack Developer (Contract)',
    company: 'Southern Cross Logistics',
    profession: [1246, 'Developer Programmer'],
    industry: [52, 'Transport Support Services'],
    division: 'Transport Technology',
    startMonthsAgo: 50,
    endMonthsAgo: 39,
    location: 'Blacktown, NSW',
    extendedJobDesc:
      'Twelve-month contract rebuilding the driver dispatch and proof-of-delivery systems.',
    responsibilities: [
      'Built the dispatch web app in React and TypeScript',
      'Designed GraphQL APIs over the fleet and orders databases',
      'Ran the cut-over from the legacy system across twelve depots',
    ],
    achievements: ['Delivered the new dispatch system two weeks early and under budget'],
    specialities: ['React', 'GraphQL', 'TypeScript', 'Docker'],
  },
  {
    roleTitle: 'Software Engineer',
    company: 'Wattle Bank',
    profession: [1247, 'Software Engineer'],
    industry: [62, 'Finance'],
    division: 'Digital Banking',
    startMonthsAgo: 82,
    endMonthsAgo: 51,
    location: 'Sydney, NSW',
    extendedJobDesc: 'Engineer in the team responsible for the internet banking web app.',
    responsibilities: [
      'Developed features for internet banking in React and Java services',
      'Maintained CI/CD pipelines and automated test suites',
      'Took part in the on-call roster for customer-facing services',
    ],
    achievements: [
      'Helped rebuild the banking app used by 400,000 customers with zero downtime',
      'Reduced build times from 25 to 8 minutes',
    ],
    specialities: ['React', 'Java', 'CI/CD', 'Accessibility'],
  },
  {
    roleTitle: 'Graduate Developer',
    company: 'Pacific Shield Insurance',
    profession: [1245, 'Analyst Programmer'],
    industry: [63, 'Insurance and Superannuation Funds'],
    division: 'Claims Technology',
    startMonthsAgo: 100,
    endMonthsAgo: 83,
    location: 'North Sydney, NSW',
    extendedJobDesc: 'Two-year graduate program rotating through claims and policy teams.',
    responsibilities: [
      'Built internal tools for claims consultants',
      'Wrote automated tests for the claims lodgement service',
    ],
    achievements: ['Named graduate of the year in my intake'],
    specialities: ['JavaScript', 'SQL', 'Testing'],
  },
];

export const DEMO_SKILLS: readonly string[] = [
  'TypeScript',
  'React',
  'Node.js',
  'PostgreSQL',
  'AWS',
  'GraphQL',
  'Docker',
  'CI/CD',
  'Accessibility',
  'System design',
  'Mentoring',
];

export type DemoConnectionDef = {
  segmentCode: string;
  statusName: 'Connected' | 'Pending' | 'New' | 'Declined' | 'On Hold';
  relationship: 'internal' | 'contractor' | null;
  jobAlertsEnabled: boolean;
  /** Range for the consent expiry, in days from now (negative: already expired); null: none. */
  consentExpiresInDays: readonly [number, number] | null;
  /** Range for the first connection, in days before now; null: never connected. */
  connectedDaysAgo: readonly [number, number] | null;
  /** The roles of the community's internal job alerts, when they have been set. */
  jobAlertKeywords?: string;
};

// biome-ignore format: one connection per line reads as a table
export const DEMO_CONNECTIONS: readonly DemoConnectionDef[] = [
  // Alex's current employer: connected as an employee, consent well in date.
  { segmentCode: 'tasman-digital-engineering', statusName: 'Connected', relationship: 'internal', jobAlertsEnabled: true, consentExpiresInDays: [180, 300], connectedDaysAgo: [1000, 1100], jobAlertKeywords: 'Software engineer, Platform engineer' },
  // A sister community of the employer: internal job alerts offered but not set up yet.
  { segmentCode: 'tasman-digital-consulting', statusName: 'Connected', relationship: 'internal', jobAlertsEnabled: false, consentExpiresInDays: [200, 320], connectedDaysAgo: [900, 950] },
  // A former contract client: consent expiring soon, to show the 'Expiring Soon' chip and renewal.
  { segmentCode: 'southern-cross-logistics-corporate', statusName: 'Connected', relationship: 'contractor', jobAlertsEnabled: false, consentExpiresInDays: [5, 18], connectedDaysAgo: [1300, 1450] },
  // A former employer inviting Alex back: a request waiting for an answer.
  { segmentCode: 'wattle-bank-technology', statusName: 'Pending', relationship: null, jobAlertsEnabled: false, consentExpiresInDays: null, connectedDaysAgo: null },
  // A company that has just invited Alex to its community.
  { segmentCode: 'pacific-shield-technology', statusName: 'New', relationship: null, jobAlertsEnabled: false, consentExpiresInDays: null, connectedDaysAgo: null },
  // An invitation Alex turned down, which can still be accepted.
  { segmentCode: 'aotea-financial-careers', statusName: 'Declined', relationship: null, jobAlertsEnabled: false, consentExpiresInDays: null, connectedDaysAgo: null },
  // Consent lapsed, so the company put the connection on hold.
  { segmentCode: 'cobalt-cyber-security', statusName: 'On Hold', relationship: null, jobAlertsEnabled: false, consentExpiresInDays: [-60, -10], connectedDaysAgo: [700, 800] },
];

/**
 * A second demo talent who has just joined one community that has no open job yet: what a
 * newcomer sees (Find Jobs' 'No open positions').
 */
export const DEMO_NEWCOMER = {
  fullName: 'Sam Taylor',
  currentRole: 'Graduate Electrical Engineer',
  connection: {
    segmentCode: 'kookaburra-renewables-graduates',
    statusName: 'Connected',
    relationship: null,
    jobAlertsEnabled: true,
    consentExpiresInDays: [300, 360],
    connectedDaysAgo: [2, 6],
  } satisfies DemoConnectionDef,
} as const;

/** Links on the business card: 1 Other, 2 Facebook, 3 Instagram, 4 LinkedIn, 5 Twitter. */
export const DEMO_LINKS = [
  { linkUrl: 'https://www.linkedin.com/in/alex-morgan-demo', linkTypeId: 4 },
  { linkUrl: 'https://github.com/alex-morgan-demo', linkTypeId: 1 },
] as const;

export interface DemoQualificationDef {
  /** Spec 2 section 3 type ids; negative: a drivers licence pseudo type. */
  qualificationTypeId: number;
  /** 1 Education, 2 CertificateTrainingOrCourse, 3 TicketOrLicence. */
  qualificationCategory: number;
  certification: string;
  institution: string;
  state: string | null;
  educationLevelId: number | null;
  /** Years before "now"; null: not specified. */
  completedYearsAgo: number | null;
  years: number | null;
  qualificationNumber: string | null;
  comments: string | null;
}

// biome-ignore format: one qualification per line reads as a table
export const DEMO_QUALIFICATIONS: readonly DemoQualificationDef[] = [
  { qualificationTypeId: 0, qualificationCategory: 1, certification: 'Bachelor of Computer Science', institution: 'UNSW Sydney', state: 'NSW', educationLevelId: 11, completedYearsAgo: 12, years: 3, qualificationNumber: null, comments: 'Software Engineering major; thesis on accessible data visualisation.' },
  { qualificationTypeId: 202, qualificationCategory: 2, certification: 'AWS Certified Developer - Associate', institution: 'Amazon Web Services', state: null, educationLevelId: null, completedYearsAgo: 2, years: 0, qualificationNumber: 'AWS-DVA-C02', comments: null },
  { qualificationTypeId: 201, qualificationCategory: 2, certification: 'Provide First Aid (HLTAID011)', institution: 'St John Ambulance NSW', state: 'NSW', educationLevelId: null, completedYearsAgo: 1, years: 0, qualificationNumber: null, comments: null },
  { qualificationTypeId: -1, qualificationCategory: 3, certification: 'NSW Driver Licence', institution: 'Transport for NSW', state: 'NSW', educationLevelId: null, completedYearsAgo: 14, years: null, qualificationNumber: null, comments: null },
];

/** IT skills: group 201 Software, 202 Systems, 203 Coding; level 1 basic, 2 intermediate, 3 advanced. */
// biome-ignore format: one skill per line reads as a table
export const DEMO_IT_SKILLS: readonly { group: 201 | 202 | 203; level: 1 | 2 | 3; id: string; label: string }[] = [
  { group: 201, level: 2, id: 'jira', label: 'Jira' },
  { group: 201, level: 1, id: 'figma', label: 'Figma' },
  { group: 202, level: 3, id: 'amazon-web-services-aws', label: 'Amazon Web Services (AWS)' },
  { group: 202, level: 3, id: 'docker', label: 'Docker' },
  { group: 202, level: 2, id: 'linux', label: 'Linux' },
  { group: 202, level: 2, id: 'postgresql', label: 'PostgreSQL' },
  { group: 203, level: 3, id: 'typescript', label: 'TypeScript' },
  { group: 203, level: 3, id: 'react', label: 'React' },
  { group: 203, level: 3, id: 'node-js', label: 'Node.js' },
  { group: 203, level: 2, id: 'sql', label: 'SQL' },
  { group: 203, level: 2, id: 'graphql', label: 'GraphQL' },
  { group: 203, level: 1, id: 'python', label: 'Python' },
];

/** Languages (ISO 639-1 ids); level 5 Fluent, 2 Limited. */
export const DEMO_LANGUAGES = [
  { languageId: 'en', languageName: 'English', level: 5 },
  { languageId: 'es', languageName: 'Spanish', level: 2 },
] as const;
