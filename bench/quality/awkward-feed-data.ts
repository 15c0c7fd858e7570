// The material of the awkward feed (see awkward-feed.ts): Australian places (capitals, regional
// towns, towns on both sides of a state border, names found in two states), employers, and job
// titles with the category a search for them should file them under. Real places with their
// post codes and town-centre coordinates; fictional employers.
import type { Random } from '@talent/db/demo';

export interface FeedPlace {
  locality: string;
  region: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  /** The town across the border, for places that are one of a pair. */
  twin?: string;
}

type PlaceRow = [string, string, string, number, number, string?];

const PLACE_ROWS: PlaceRow[] = [
  ['Sydney', 'NSW', '2000', -33.8688, 151.2093],
  ['Melbourne', 'VIC', '3000', -37.8136, 144.9631],
  ['Brisbane', 'QLD', '4000', -27.4698, 153.0251],
  ['Perth', 'WA', '6000', -31.9523, 115.8613],
  ['Adelaide', 'SA', '5000', -34.9285, 138.6007],
  ['Hobart', 'TAS', '7000', -42.8821, 147.3272],
  ['Darwin', 'NT', '0800', -12.4634, 130.8456],
  ['Canberra', 'ACT', '2601', -35.2809, 149.13],
  ['Parramatta', 'NSW', '2150', -33.815, 151.0011],
  ['Penrith', 'NSW', '2750', -33.7511, 150.6942],
  ['Newtown', 'NSW', '2042', -33.897, 151.179],
  ['Wollongong', 'NSW', '2500', -34.4278, 150.8931],
  ['Newcastle', 'NSW', '2300', -32.9283, 151.7817],
  ['Dubbo', 'NSW', '2830', -32.2569, 148.6011],
  ['Wagga Wagga', 'NSW', '2650', -35.1082, 147.3598],
  ['Orange', 'NSW', '2800', -33.2833, 149.1],
  ['Geelong', 'VIC', '3220', -38.1499, 144.3617],
  ['Ballarat', 'VIC', '3350', -37.5622, 143.8503],
  ['Bendigo', 'VIC', '3550', -36.757, 144.2794],
  ['Shepparton', 'VIC', '3630', -36.3833, 145.4],
  ['Townsville', 'QLD', '4810', -19.259, 146.8169],
  ['Cairns', 'QLD', '4870', -16.9186, 145.7781],
  ['Toowoomba', 'QLD', '4350', -27.5598, 151.9507],
  ['Mackay', 'QLD', '4740', -21.1411, 149.1861],
  ['Rockhampton', 'QLD', '4700', -23.3791, 150.51],
  ['Launceston', 'TAS', '7250', -41.4332, 147.1441],
  ['Devonport', 'TAS', '7310', -41.18, 146.35],
  ['Alice Springs', 'NT', '0870', -23.698, 133.8807],
  ['Fremantle', 'WA', '6160', -32.0569, 115.7439],
  ['Bunbury', 'WA', '6230', -33.3271, 115.6414],
  ['Kalgoorlie', 'WA', '6430', -30.749, 121.466],
  ['Port Hedland', 'WA', '6721', -20.3106, 118.606],
  ['Port Augusta', 'SA', '5700', -32.4936, 137.7825],
  // Towns on a state border, each with its twin across it (a radius search finds both).
  ['Albury', 'NSW', '2640', -36.0806, 146.9158, 'Wodonga'],
  ['Wodonga', 'VIC', '3690', -36.1218, 146.8881, 'Albury'],
  ['Tweed Heads', 'NSW', '2485', -28.1765, 153.5414, 'Coolangatta'],
  ['Coolangatta', 'QLD', '4225', -28.1681, 153.5359, 'Tweed Heads'],
  ['Queanbeyan', 'NSW', '2620', -35.3533, 149.2342, 'Canberra'],
  ['Mildura', 'VIC', '3500', -34.1855, 142.1625, 'Wentworth'],
  ['Wentworth', 'NSW', '2648', -34.107, 141.917, 'Mildura'],
  ['Echuca', 'VIC', '3564', -36.1307, 144.7519, 'Moama'],
  ['Moama', 'NSW', '2731', -36.1081, 144.7566, 'Echuca'],
  ['Corowa', 'NSW', '2646', -35.9945, 146.3875, 'Wahgunyah'],
  ['Wahgunyah', 'VIC', '3687', -36.0107, 146.3978, 'Corowa'],
  ['Goondiwindi', 'QLD', '4390', -28.5468, 150.3075, 'Boggabilla'],
  ['Boggabilla', 'NSW', '2409', -28.6053, 150.3577, 'Goondiwindi'],
  ['Mount Gambier', 'SA', '5290', -37.8284, 140.7804, 'Nelson'],
  ['Nelson', 'VIC', '3292', -38.0476, 141.0106, 'Mount Gambier'],
  ['Bordertown', 'SA', '5268', -36.3114, 140.7707],
  ['Broken Hill', 'NSW', '2880', -31.9539, 141.4539],
  ['Kununurra', 'WA', '6743', -15.7782, 128.7394],
  // Names found in two states: the state tells them apart.
  ['Richmond', 'NSW', '2753', -33.599, 150.751, 'Richmond'],
  ['Richmond', 'VIC', '3121', -37.823, 144.998, 'Richmond'],
  ['Kingston', 'TAS', '7050', -42.976, 147.308, 'Kingston'],
  ['Kingston', 'ACT', '2604', -35.315, 149.145, 'Kingston'],
  ['Perth', 'TAS', '7300', -41.572, 147.17, 'Perth'],
];

export const PLACES: readonly FeedPlace[] = PLACE_ROWS.map(
  ([locality, region, postalCode, latitude, longitude, twin]) => ({
    locality,
    region,
    postalCode,
    latitude,
    longitude,
    ...(twin ? { twin } : {}),
  }),
);

export interface FeedEmployer {
  name: string;
  /** The employer's web site: the import knows an employer by it across spellings. */
  sameAs?: string;
}

export const EMPLOYERS: readonly FeedEmployer[] = [
  { name: 'Harbourline Health', sameAs: 'https://harbourline.example' },
  { name: 'Coastal Care Group', sameAs: 'https://coastalcare.example' },
  { name: 'Southern Cross Logistics' },
  { name: 'Bean There Cafe' },
  { name: 'Redgum Constructions', sameAs: 'https://redgum.example' },
  { name: 'Tasman Digital' },
  { name: 'Outback Mining Co' },
  { name: 'Murray River Aged Care' },
  { name: 'Sol & Sea Café' },
  { name: "O'Brien Electrical" },
  { name: 'Kirra Hospitality' },
  { name: 'Greenfield Schools' },
  { name: 'Blue Gum Pharmacy' },
  { name: 'Ironbark Engineering' },
  { name: 'Wattle Early Learning' },
  { name: 'Koala Retail Group' },
  { name: 'Boomerang Freight' },
  { name: 'Eucalypt Software' },
  { name: 'Barrier Reef Tours' },
  { name: 'Desert Sun Energy' },
  { name: 'Harbour City Council' },
  { name: 'Pacific Legal Partners' },
  { name: 'Sunrise Accounting' },
  { name: 'Border Health Service', sameAs: 'https://borderhealth.example' },
  { name: 'Twin Cities Transport' },
  { name: 'Gold Coast Hotels' },
  { name: 'Capital Cleaning Services' },
  { name: 'Kimberley Cattle Co' },
  { name: 'Riverina Farms' },
  { name: 'Top End Security' },
  { name: 'Apple Isle Seafoods' },
  { name: 'Lakeside Dental' },
  { name: 'Ngurra Community Services' },
  { name: 'Mallee Grain Co-operative' },
  { name: 'Brightwater Plumbing' },
];

export interface FeedTitle {
  title: string;
  /** The reference category (data/occupational-categories.json) the job belongs under. */
  category: string;
  /** What feeds write in occupationalCategory for it: a path, an O*NET-SOC and an ANZSCO code. */
  path: string;
  onet: string;
  anzsco: string;
  skills: readonly string[];
}

const HEALTH = 'Healthcare & Medical';
const HOSPITALITY = 'Hospitality & Tourism';
const TRADES = 'Trades & Services';
const ICT = 'Information & Communication Technology';
const LOGISTICS = 'Manufacturing, Transport & Logistics';
const COMMUNITY = 'Community Services & Development';

export const TITLES: readonly FeedTitle[] = [
  {
    title: 'Registered Nurse',
    category: HEALTH,
    path: 'Healthcare > Nursing',
    onet: '29-1141.00',
    anzsco: '254499',
    skills: ['Patient care', 'Medication administration'],
  },
  {
    title: 'Enrolled Nurse',
    category: HEALTH,
    path: 'Healthcare > Nursing',
    onet: '29-2061.00',
    anzsco: '411411',
    skills: ['Wound care', 'Patient care'],
  },
  {
    title: 'Pharmacist',
    category: HEALTH,
    path: 'Healthcare > Pharmacy',
    onet: '29-1051.00',
    anzsco: '251513',
    skills: ['Dispensing', 'Patient counselling'],
  },
  {
    title: 'Physiotherapist',
    category: HEALTH,
    path: 'Healthcare > Allied Health',
    onet: '29-1123.00',
    anzsco: '252511',
    skills: ['Rehabilitation', 'Manual therapy'],
  },
  {
    title: 'Dental Assistant',
    category: HEALTH,
    path: 'Healthcare > Dental',
    onet: '31-9091.00',
    anzsco: '423211',
    skills: ['Infection control', 'Chairside assisting'],
  },
  {
    title: 'Aged Care Worker',
    category: COMMUNITY,
    path: 'Community Services > Aged Care',
    onet: '31-1122.00',
    anzsco: '423111',
    skills: ['Personal care', 'Manual handling'],
  },
  {
    title: 'Disability Support Worker',
    category: COMMUNITY,
    path: 'Community Services > Disability Support',
    onet: '31-1122.00',
    anzsco: '423111',
    skills: ['NDIS', 'Personal care'],
  },
  {
    title: 'Youth Worker',
    category: COMMUNITY,
    path: 'Community Services > Youth Work',
    onet: '21-1093.00',
    anzsco: '411716',
    skills: ['Case management', 'Crisis support'],
  },
  {
    title: 'Barista',
    category: HOSPITALITY,
    path: 'Hospitality > Cafe',
    onet: '35-3023.01',
    anzsco: '431111',
    skills: ['Coffee making', 'Customer service'],
  },
  {
    title: 'Chef de Partie',
    category: HOSPITALITY,
    path: 'Hospitality > Chefs/Cooks',
    onet: '35-1011.00',
    anzsco: '351311',
    skills: ['Food preparation', 'Food safety'],
  },
  {
    title: 'Kitchen Hand',
    category: HOSPITALITY,
    path: 'Hospitality > Kitchen',
    onet: '35-9021.00',
    anzsco: '851311',
    skills: ['Food safety', 'Dishwashing'],
  },
  {
    title: 'Housekeeper',
    category: HOSPITALITY,
    path: 'Hospitality > Housekeeping',
    onet: '37-2012.00',
    anzsco: '431411',
    skills: ['Cleaning', 'Attention to detail'],
  },
  {
    title: 'Tour Guide',
    category: HOSPITALITY,
    path: 'Tourism > Tours',
    onet: '39-7011.00',
    anzsco: '451412',
    skills: ['Public speaking', 'First aid'],
  },
  {
    title: 'Electrician',
    category: TRADES,
    path: 'Trades & Services > Electricians',
    onet: '47-2111.00',
    anzsco: '341111',
    skills: ['Electrical licence', 'Fault finding'],
  },
  {
    title: 'Plumber',
    category: TRADES,
    path: 'Trades & Services > Plumbers',
    onet: '47-2152.00',
    anzsco: '334111',
    skills: ['Plumbing licence', 'Drainage'],
  },
  {
    title: 'Carpenter',
    category: TRADES,
    path: 'Trades & Services > Carpenters',
    onet: '47-2031.00',
    anzsco: '331212',
    skills: ['Framing', 'Formwork'],
  },
  {
    title: 'Security Officer',
    category: TRADES,
    path: 'Trades & Services > Security',
    onet: '33-9032.00',
    anzsco: '442217',
    skills: ['Security licence', 'Patrols'],
  },
  {
    title: 'Commercial Cleaner',
    category: TRADES,
    path: 'Trades & Services > Cleaning',
    onet: '37-2011.00',
    anzsco: '811211',
    skills: ['Cleaning', 'Chemical handling'],
  },
  {
    title: 'Software Engineer',
    category: ICT,
    path: 'Information Technology > Software Development',
    onet: '15-1252.00',
    anzsco: '261313',
    skills: ['TypeScript', 'PostgreSQL'],
  },
  {
    title: 'Data Analyst',
    category: ICT,
    path: 'IT > Data',
    onet: '15-1211.00',
    anzsco: '261111',
    skills: ['SQL', 'Power BI'],
  },
  {
    title: 'Help Desk Analyst',
    category: ICT,
    path: 'IT > Support',
    onet: '15-1232.00',
    anzsco: '313112',
    skills: ['Troubleshooting', 'Active Directory'],
  },
  {
    title: 'Forklift Driver',
    category: LOGISTICS,
    path: 'Transport & Logistics > Warehousing',
    onet: '53-7051.00',
    anzsco: '721311',
    skills: ['Forklift licence', 'Stocktake'],
  },
  {
    title: 'Truck Driver (HR Licence)',
    category: LOGISTICS,
    path: 'Transport & Logistics > Road Transport',
    onet: '53-3032.00',
    anzsco: '733111',
    skills: ['HR licence', 'Load restraint'],
  },
  {
    title: 'Warehouse Storeperson',
    category: LOGISTICS,
    path: 'Transport & Logistics > Warehousing',
    onet: '53-7065.00',
    anzsco: '741111',
    skills: ['Pick and pack', 'RF scanning'],
  },
  {
    title: 'Retail Assistant',
    category: 'Retail & Consumer Products',
    path: 'Retail > Sales Assistants',
    onet: '41-2031.00',
    anzsco: '621111',
    skills: ['Customer service', 'POS'],
  },
  {
    title: 'Store Manager',
    category: 'Retail & Consumer Products',
    path: 'Retail > Store Management',
    onet: '41-1011.00',
    anzsco: '142111',
    skills: ['Rostering', 'Visual merchandising'],
  },
  {
    title: 'Accountant',
    category: 'Accounting',
    path: 'Accounting > Financial Accounting',
    onet: '13-2011.00',
    anzsco: '221111',
    skills: ['Xero', 'Reconciliations'],
  },
  {
    title: 'Payroll Officer',
    category: 'Accounting',
    path: 'Accounting > Payroll',
    onet: '43-3051.00',
    anzsco: '551311',
    skills: ['Payroll', 'Award interpretation'],
  },
  {
    title: 'Receptionist',
    category: 'Administration & Office Support',
    path: 'Administration > Reception',
    onet: '43-4171.00',
    anzsco: '542111',
    skills: ['Phones', 'Scheduling'],
  },
  {
    title: 'Early Childhood Teacher',
    category: 'Education & Training',
    path: 'Education > Early Childhood',
    onet: '25-2011.00',
    anzsco: '241111',
    skills: ['EYLF', 'Programming'],
  },
  {
    title: 'Secondary Teacher (Maths)',
    category: 'Education & Training',
    path: 'Education > Secondary',
    onet: '25-2031.00',
    anzsco: '241411',
    skills: ['Curriculum', 'Classroom management'],
  },
  {
    title: 'Underground Miner',
    category: 'Mining, Resources & Energy',
    path: 'Mining > Operations',
    onet: '47-5041.00',
    anzsco: '712212',
    skills: ['Jumbo drilling', 'Site induction'],
  },
  {
    title: 'Civil Engineer',
    category: 'Engineering',
    path: 'Engineering > Civil',
    onet: '17-2051.00',
    anzsco: '233211',
    skills: ['AutoCAD', 'Project management'],
  },
  {
    title: 'Lawyer',
    category: 'Legal',
    path: 'Legal > Commercial Law',
    onet: '23-1011.00',
    anzsco: '271311',
    skills: ['Contracts', 'Litigation'],
  },
  {
    title: 'Marketing Coordinator',
    category: 'Marketing & Communications',
    path: 'Marketing > Coordination',
    onet: '13-1161.00',
    anzsco: '225113',
    skills: ['Social media', 'Campaigns'],
  },
  {
    title: 'Call Centre Operator',
    category: 'Call Centre & Customer Service',
    path: 'Call Centre > Inbound',
    onet: '43-4051.00',
    anzsco: '541112',
    skills: ['Customer service', 'CRM'],
  },
  {
    title: 'Farm Hand',
    category: 'Farming, Animals & Conservation',
    path: 'Farming > Livestock',
    onet: '45-2093.00',
    anzsco: '841411',
    skills: ['Livestock', 'Fencing'],
  },
];

const PARAGRAPHS = [
  'We are a friendly, experienced team who look after each other and our community.',
  'You will work closely with a supportive manager and have regular training and feedback.',
  'Flexible rosters are available, with penalty rates for weekends and public holidays.',
  'We offer salary packaging, paid parental leave and a genuine career path.',
  'Applicants must have the right to work in Australia and a current police check.',
];

/** A description of `paragraphs` paragraphs (a few hundred characters each), with a list. */
export function description(
  random: Random,
  title: string,
  employer: string,
  place: string,
  paragraphs: number,
): string {
  const parts = [`<h2>About the role</h2><p>${employer} is hiring a ${title} in ${place}.</p>`];
  for (let i = 0; i < paragraphs; i++) {
    parts.push(`<p>${random.sample(PARAGRAPHS, 3).join(' ')}</p>`);
    if (i % 4 === 0) {
      parts.push(
        `<ul><li>Work as a ${title}</li><li>Based in ${place}</li><li>Start ${1 + (i % 4)} weeks from offer</li></ul>`,
      );
    }
  }
  return parts.join('\n');
}
