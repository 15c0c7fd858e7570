// Invented Australian and New Zealand employers and their talent communities. Each community
// hires into a few sub-categories (ids from ./categories) at places from ./places; a community
// may sit under another of the same company (`parent`), forming the community tree.

/** Jobs are placed in Australia and New Zealand; communities abroad hold none yet. */
export type CountryCode = 'AU' | 'NZ' | 'SG' | 'GB';

export interface CommunityDef {
  /** Appended to the company slug to make the segment code. */
  key: string;
  displayName: string;
  roleTypes: readonly string[];
  subCategoryIds: readonly number[];
  /** Key of the parent community within the same company. */
  parent?: string;
  /** Defaults to the company's country. */
  countryIso2?: CountryCode;
  /** Work location suffix when it differs from the company's ('Technology Hub'). */
  site?: string;
}

export interface CompanyDef {
  name: string;
  /** Company code in public URLs, and the prefix of segment codes. */
  slug: string;
  /** Prefix of the jobs' custom codes ('HLH-10234'). */
  jobCodePrefix: string;
  /** Second-level label of the invented `.example` web domain. */
  domain: string;
  industry: string;
  countryIso2: CountryCode;
  /** 1 small, 2 medium, 3 large: scales the company's share of jobs. */
  size: 1 | 2 | 3;
  /** false: the company's communities have just launched and hold no open job yet. */
  hiring?: boolean;
  /** What a work location is called ('Parramatta Hospital', 'Dandenong Distribution Centre'). */
  site: string;
  places: readonly string[];
  communities: readonly CommunityDef[];
}

// biome-ignore format: one community per line reads as a table
export const COMPANIES: readonly CompanyDef[] = [
  {
    name: 'Harbourline Health',
    slug: 'harbourline-health',
    jobCodePrefix: 'HLH',
    domain: 'harbourlinehealth',
    industry: 'Healthcare',
    countryIso2: 'AU',
    size: 3,
    site: 'Hospital',
    places: ['Sydney', 'Parramatta', 'Liverpool', 'Penrith', 'Blacktown', 'Chatswood', 'Newcastle', 'Wollongong'],
    communities: [
      { key: '', displayName: 'Harbourline Health Careers', roleTypes: ['Administration', 'Corporate services', 'IT support'], subCategoryIds: [805, 201, 102, 104, 1003] },
      { key: 'nursing', parent: '', displayName: 'Harbourline Health Nursing Community', roleTypes: ['Registered nurses', 'Enrolled nurses', 'Nurse managers'], subCategoryIds: [801, 802] },
      { key: 'allied-health', parent: '', displayName: 'Harbourline Health Allied Health Community', roleTypes: ['Physiotherapy', 'Pharmacy', 'Social work'], subCategoryIds: [803, 804, 806] },
    ],
  },
  {
    name: 'Southern Cross Logistics',
    slug: 'southern-cross-logistics',
    jobCodePrefix: 'SCL',
    domain: 'southerncrosslogistics',
    industry: 'Transport & Logistics',
    countryIso2: 'AU',
    size: 3,
    site: 'Distribution Centre',
    places: ['Tullamarine', 'Dandenong', 'Blacktown', 'Liverpool', 'Ipswich', 'Perth', 'Port Adelaide', 'Townsville', 'Darwin'],
    communities: [
      { key: 'warehouse', displayName: 'Southern Cross Logistics Warehouse & Distribution Community', roleTypes: ['Storepersons', 'Forklift operators', 'Team leaders'], subCategoryIds: [1101, 1103] },
      { key: 'drivers', displayName: 'Southern Cross Logistics Drivers Community', roleTypes: ['HR and HC drivers', 'Delivery drivers'], subCategoryIds: [1102] },
      { key: 'corporate', displayName: 'Southern Cross Logistics Corporate & Technology Community', roleTypes: ['Technology', 'Finance', 'Administration'], subCategoryIds: [1001, 1002, 1005, 101, 201], site: 'Support Office' },
    ],
  },
  {
    name: 'Tasman Digital',
    slug: 'tasman-digital',
    jobCodePrefix: 'TSD',
    domain: 'tasmandigital',
    industry: 'Information Technology',
    countryIso2: 'AU',
    size: 2,
    site: 'Studio',
    places: ['Sydney', 'Surry Hills', 'Melbourne', 'Fortitude Valley', 'Canberra', 'Auckland Central', 'Wellington Central'],
    communities: [
      { key: 'engineering', displayName: 'Tasman Digital Engineering Community', roleTypes: ['Software engineers', 'Cloud and DevOps', 'Quality engineering'], subCategoryIds: [1001, 1005, 1006] },
      { key: 'consulting', displayName: 'Tasman Digital Consulting Community', roleTypes: ['Business analysts', 'Product owners', 'Security consultants'], subCategoryIds: [1002, 1004] },
      { key: 'nz', displayName: 'Tasman Digital Aotearoa Community', roleTypes: ['Software engineers', 'Analysts', 'Support'], subCategoryIds: [1001, 1002, 1003], countryIso2: 'NZ' },
    ],
  },
  {
    name: 'Kauri Coast Energy',
    slug: 'kauri-coast-energy',
    jobCodePrefix: 'KCE',
    domain: 'kauricoastenergy',
    industry: 'Energy & Utilities',
    countryIso2: 'NZ',
    size: 2,
    site: 'Depot',
    places: ['Whangārei', 'Auckland Central', 'Hamilton', 'New Plymouth', 'Tauranga'],
    communities: [
      { key: 'field', displayName: 'Kauri Coast Energy Field Services Community', roleTypes: ['Line mechanics', 'Field technicians', 'Engineers'], subCategoryIds: [1203, 702] },
      { key: 'corporate', displayName: 'Kauri Coast Energy Corporate Community', roleTypes: ['Finance', 'Analysts', 'Administration'], subCategoryIds: [102, 1002, 201], site: 'Office' },
    ],
  },
  {
    name: 'Wattle Bank',
    slug: 'wattle-bank',
    jobCodePrefix: 'WTB',
    domain: 'wattlebank',
    industry: 'Banking & Financial Services',
    countryIso2: 'AU',
    size: 3,
    site: 'Branch',
    places: ['Sydney', 'Parramatta', 'Melbourne', 'Brisbane City', 'Adelaide', 'Perth', 'Hobart', 'Canberra', 'Geelong', 'Newcastle'],
    communities: [
      { key: 'branches', displayName: 'Wattle Bank Branch Network Community', roleTypes: ['Personal bankers', 'Lending specialists', 'Branch managers'], subCategoryIds: [301, 303] },
      { key: 'technology', displayName: 'Wattle Bank Technology Community', roleTypes: ['Engineering', 'Cyber security', 'Testing', 'Analysis'], subCategoryIds: [1001, 1004, 1006, 1002], site: 'Technology Hub' },
      { key: 'corporate', displayName: 'Wattle Bank Corporate Careers', roleTypes: ['Finance', 'Risk', 'Advice', 'Executive support'], subCategoryIds: [102, 103, 304, 302, 204], site: 'Head Office' },
    ],
  },
  {
    name: 'Coral Sea Resorts',
    slug: 'coral-sea-resorts',
    jobCodePrefix: 'CSR',
    domain: 'coralsearesorts',
    industry: 'Hospitality & Tourism',
    countryIso2: 'AU',
    size: 2,
    site: 'Resort',
    places: ['Cairns', 'Townsville', 'Surfers Paradise', 'Mackay', 'Maroochydore'],
    communities: [
      { key: 'hospitality', displayName: 'Coral Sea Resorts Hospitality Community', roleTypes: ['Front office', 'Food and beverage', 'Housekeeping', 'Tours'], subCategoryIds: [902, 903, 904, 905, 906] },
      { key: 'culinary', parent: 'hospitality', displayName: 'Coral Sea Resorts Culinary Community', roleTypes: ['Chefs', 'Cooks'], subCategoryIds: [901] },
    ],
  },
  {
    name: 'Ironbark Mining',
    slug: 'ironbark-mining',
    jobCodePrefix: 'IRM',
    domain: 'ironbarkmining',
    industry: 'Mining & Resources',
    countryIso2: 'AU',
    size: 2,
    site: 'Operations',
    places: ['Kalgoorlie', 'Karratha', 'Port Hedland', 'Perth', 'Mackay', 'Rockhampton', 'Gladstone'],
    communities: [
      { key: 'operations', displayName: 'Ironbark Mining Operations Community', roleTypes: ['Operators', 'Supervisors', 'HSE', 'Environment'], subCategoryIds: [1201, 504, 1204] },
      { key: 'maintenance', displayName: 'Ironbark Mining Maintenance Community', roleTypes: ['Fitters', 'Electricians', 'Engineers'], subCategoryIds: [1202, 704, 702] },
    ],
  },
  {
    name: 'Bluegum Aged Care',
    slug: 'bluegum-aged-care',
    jobCodePrefix: 'BAC',
    domain: 'bluegumagedcare',
    industry: 'Aged Care & Community Services',
    countryIso2: 'AU',
    size: 2,
    site: 'Care Home',
    places: ['Penrith', 'Liverpool', 'Blacktown', 'Wollongong', 'Port Macquarie', 'Coffs Harbour', 'Tamworth', 'Dubbo', 'Albury', 'Wagga Wagga'],
    communities: [
      { key: 'careers', displayName: 'Bluegum Aged Care Careers', roleTypes: ['Personal care', 'Lifestyle', 'Administration'], subCategoryIds: [401, 201] },
      { key: 'nursing', parent: 'careers', displayName: 'Bluegum Aged Care Nursing Community', roleTypes: ['Registered nurses', 'Care coordinators'], subCategoryIds: [802] },
    ],
  },
  {
    name: 'Redgum Constructions',
    slug: 'redgum-constructions',
    jobCodePrefix: 'RGC',
    domain: 'redgumconstructions',
    industry: 'Construction',
    countryIso2: 'AU',
    size: 2,
    site: 'Project Site',
    places: ['Sydney', 'Parramatta', 'Sydney Olympic Park', 'Melbourne', 'Brisbane City', 'Newcastle', 'Geelong'],
    communities: [
      { key: 'projects', displayName: 'Redgum Constructions Projects Community', roleTypes: ['Project managers', 'Estimators', 'Engineers'], subCategoryIds: [501, 503, 701, 203] },
      { key: 'site', displayName: 'Redgum Constructions Site Teams Community', roleTypes: ['Site supervisors', 'HSE', 'Plant operators'], subCategoryIds: [502, 504, 505] },
    ],
  },
  {
    name: 'Magpie Retail Group',
    slug: 'magpie-retail',
    jobCodePrefix: 'MRG',
    domain: 'magpieretail',
    industry: 'Retail',
    countryIso2: 'AU',
    size: 3,
    site: 'Store',
    places: ['Bondi Junction', 'Chatswood', 'Parramatta', 'Box Hill', 'Richmond', 'Southport', 'Joondalup', 'Adelaide', 'Hobart', 'Belconnen'],
    communities: [
      { key: 'stores', displayName: 'Magpie Retail Store Teams Community', roleTypes: ['Retail assistants', 'Store managers', 'Visual merchandisers'], subCategoryIds: [1301, 1302, 1303] },
      { key: 'support-office', displayName: 'Magpie Retail Support Office Community', roleTypes: ['Buying', 'Supply chain', 'Technology', 'Finance'], subCategoryIds: [1304, 1103, 1001, 101], site: 'Support Office' },
    ],
  },
  {
    name: 'Aotea Financial',
    slug: 'aotea-financial',
    jobCodePrefix: 'AOF',
    domain: 'aoteafinancial',
    industry: 'Banking & Financial Services',
    countryIso2: 'NZ',
    size: 2,
    site: 'Branch',
    places: ['Auckland Central', 'Newmarket', 'Takapuna', 'Manukau', 'Wellington Central', 'Christchurch Central', 'Hamilton', 'Dunedin'],
    communities: [
      { key: 'careers', displayName: 'Aotea Financial Careers', roleTypes: ['Banking', 'Lending', 'Financial advice', 'Analysts'], subCategoryIds: [301, 302, 303, 1002] },
    ],
  },
  {
    name: 'Southern Alps Health',
    slug: 'southern-alps-health',
    jobCodePrefix: 'SAH',
    domain: 'southernalpshealth',
    industry: 'Healthcare',
    countryIso2: 'NZ',
    size: 2,
    site: 'Hospital',
    places: ['Christchurch Central', 'Dunedin', 'Queenstown', 'Nelson', 'Invercargill'],
    communities: [
      { key: 'careers', displayName: 'Southern Alps Health Careers', roleTypes: ['Allied health', 'Administration', 'Social work'], subCategoryIds: [805, 803, 806] },
      { key: 'nursing', parent: 'careers', displayName: 'Southern Alps Health Nursing Community', roleTypes: ['Registered nurses', 'Enrolled nurses'], subCategoryIds: [801] },
    ],
  },
  {
    name: 'Banksia Education Group',
    slug: 'banksia-education',
    jobCodePrefix: 'BEG',
    domain: 'banksiaeducation',
    industry: 'Education',
    countryIso2: 'AU',
    size: 2,
    site: 'Campus',
    places: ['Melbourne', 'Ballarat', 'Bendigo', 'Geelong', 'Box Hill', 'Clayton', 'Dandenong'],
    communities: [
      { key: 'teaching', displayName: 'Banksia Education Teaching Community', roleTypes: ['Primary teachers', 'Secondary teachers', 'Learning support'], subCategoryIds: [601, 602, 605] },
      { key: 'training', displayName: 'Banksia Education Vocational Training Community', roleTypes: ['Trainers and assessors', 'Learning design', 'Administration'], subCategoryIds: [604, 201] },
    ],
  },
  {
    name: 'Koala Kids Early Learning',
    slug: 'koala-kids',
    jobCodePrefix: 'KKE',
    domain: 'koalakids',
    industry: 'Education',
    countryIso2: 'AU',
    size: 1,
    site: 'Centre',
    places: ['Brisbane City', 'Ipswich', 'Toowoomba', 'Southport', 'Maroochydore', 'South Brisbane'],
    communities: [
      { key: 'educators', displayName: 'Koala Kids Educators Community', roleTypes: ['Early childhood teachers', 'Educators', 'Centre directors'], subCategoryIds: [603] },
    ],
  },
  {
    name: 'Outback Rail & Freight',
    slug: 'outback-rail-freight',
    jobCodePrefix: 'ORF',
    domain: 'outbackrailfreight',
    industry: 'Transport & Logistics',
    countryIso2: 'AU',
    size: 1,
    site: 'Terminal',
    places: ['Alice Springs', 'Darwin', 'Palmerston', 'Port Adelaide', 'Whyalla', 'Kalgoorlie'],
    communities: [
      { key: 'operations', displayName: 'Outback Rail & Freight Operations Community', roleTypes: ['Train drivers', 'Network control', 'Drivers', 'Terminal staff'], subCategoryIds: [1106, 1102, 1101] },
      { key: 'engineering', displayName: 'Outback Rail & Freight Engineering Community', roleTypes: ['Maintenance', 'Mechanical engineers'], subCategoryIds: [704, 703] },
    ],
  },
  {
    name: 'Murray River Foods',
    slug: 'murray-river-foods',
    jobCodePrefix: 'MRF',
    domain: 'murrayriverfoods',
    industry: 'Manufacturing',
    countryIso2: 'AU',
    size: 2,
    site: 'Plant',
    places: ['Shepparton', 'Albury', 'Wagga Wagga', 'Bendigo', 'Dandenong'],
    communities: [
      { key: 'production', displayName: 'Murray River Foods Production Community', roleTypes: ['Production operators', 'Quality', 'Maintenance'], subCategoryIds: [1104, 1105, 704] },
      { key: 'supply-chain', displayName: 'Murray River Foods Supply Chain Community', roleTypes: ['Planning', 'Warehouse', 'Transport'], subCategoryIds: [1103, 1101, 1102] },
    ],
  },
  {
    name: 'Greenfield Civil',
    slug: 'greenfield-civil',
    jobCodePrefix: 'GFC',
    domain: 'greenfieldcivil',
    industry: 'Engineering',
    countryIso2: 'AU',
    size: 1,
    site: 'Office',
    places: ['Brisbane City', 'Toowoomba', 'Townsville', 'Newcastle', 'Sydney', 'Perth'],
    communities: [
      { key: 'engineering', displayName: 'Greenfield Civil Engineering Community', roleTypes: ['Civil engineers', 'Project engineers', 'Electrical and mechanical'], subCategoryIds: [701, 705, 702, 703] },
    ],
  },
  {
    name: 'Lakeview City Council',
    slug: 'lakeview-council',
    jobCodePrefix: 'LCC',
    domain: 'lakeviewcouncil',
    industry: 'Government',
    countryIso2: 'AU',
    size: 1,
    site: 'Civic Centre',
    places: ['Penrith', 'Blacktown'],
    communities: [
      { key: 'careers', displayName: 'Lakeview City Council Careers', roleTypes: ['Administration', 'Engineering', 'IT', 'Customer service'], subCategoryIds: [201, 202, 701, 1003] },
      { key: 'community-services', parent: 'careers', displayName: 'Lakeview City Council Community Services Community', roleTypes: ['Youth and family', 'Community development', 'Volunteering'], subCategoryIds: [402, 403, 404] },
    ],
  },
  {
    name: 'Saltbush Pharmacy',
    slug: 'saltbush-pharmacy',
    jobCodePrefix: 'SBP',
    domain: 'saltbushpharmacy',
    industry: 'Healthcare',
    countryIso2: 'AU',
    size: 1,
    site: 'Pharmacy',
    places: ['Dubbo', 'Orange', 'Tamworth', 'Bendigo', 'Ballarat', 'Toowoomba', 'Bunbury', 'Mount Gambier', 'Launceston', 'Devonport'],
    communities: [
      { key: 'careers', displayName: 'Saltbush Pharmacy Careers', roleTypes: ['Pharmacists', 'Pharmacy assistants', 'Store managers'], subCategoryIds: [804, 1301, 1302] },
    ],
  },
  {
    name: 'Northern Rivers Water',
    slug: 'northern-rivers-water',
    jobCodePrefix: 'NRW',
    domain: 'northernriverswater',
    industry: 'Energy & Utilities',
    countryIso2: 'AU',
    size: 1,
    site: 'Treatment Plant',
    places: ['Coffs Harbour', 'Port Macquarie', 'Newcastle', 'Tamworth'],
    communities: [
      { key: 'careers', displayName: 'Northern Rivers Water Careers', roleTypes: ['Engineers', 'Maintenance', 'Safety', 'Administration'], subCategoryIds: [701, 702, 704, 504, 201] },
    ],
  },
  {
    name: 'Silver Fern Freight',
    slug: 'silver-fern-freight',
    jobCodePrefix: 'SFF',
    domain: 'silverfernfreight',
    industry: 'Transport & Logistics',
    countryIso2: 'NZ',
    size: 2,
    site: 'Depot',
    places: ['Auckland Central', 'Manukau', 'Hamilton', 'Tauranga', 'Palmerston North', 'Lower Hutt', 'Christchurch Central'],
    communities: [
      { key: 'careers', displayName: 'Silver Fern Freight Careers', roleTypes: ['Drivers', 'Warehouse', 'Logistics coordination'], subCategoryIds: [1101, 1102, 1103] },
    ],
  },
  {
    name: 'Kiwi Harvest Co-operative',
    slug: 'kiwi-harvest',
    jobCodePrefix: 'KHC',
    domain: 'kiwiharvest',
    industry: 'Agriculture & Food',
    countryIso2: 'NZ',
    size: 1,
    site: 'Packhouse',
    places: ['Napier', 'Tauranga', 'Rotorua', 'Nelson', 'Palmerston North'],
    communities: [
      { key: 'production', displayName: 'Kiwi Harvest Production Community', roleTypes: ['Packhouse operators', 'Quality', 'Coolstore'], subCategoryIds: [1104, 1105, 1101] },
    ],
  },
  {
    name: 'Cobalt Cyber',
    slug: 'cobalt-cyber',
    jobCodePrefix: 'CBC',
    domain: 'cobaltcyber',
    industry: 'Information Technology',
    countryIso2: 'AU',
    size: 1,
    site: 'Security Operations Centre',
    places: ['Canberra', 'Belconnen', 'Sydney', 'Melbourne', 'Adelaide'],
    communities: [
      { key: 'security', displayName: 'Cobalt Cyber Security Community', roleTypes: ['Security analysts', 'Penetration testers', 'Network engineers'], subCategoryIds: [1004, 1005] },
    ],
  },
  {
    name: 'Pacific Shield Insurance',
    slug: 'pacific-shield',
    jobCodePrefix: 'PSI',
    domain: 'pacificshield',
    industry: 'Insurance',
    countryIso2: 'AU',
    size: 2,
    site: 'Office',
    places: ['Sydney', 'North Sydney', 'Macquarie Park', 'Melbourne', 'Docklands', 'Brisbane City', 'Perth'],
    communities: [
      { key: 'claims', displayName: 'Pacific Shield Claims Community', roleTypes: ['Claims consultants', 'Assessors', 'Data entry'], subCategoryIds: [305, 201, 205] },
      { key: 'technology', displayName: 'Pacific Shield Technology Community', roleTypes: ['Engineering', 'Analysis', 'Testing', 'Security'], subCategoryIds: [1001, 1002, 1006, 1004] },
    ],
  },
  {
    name: 'Matariki Hospitality Group',
    slug: 'matariki-hospitality',
    jobCodePrefix: 'MHG',
    domain: 'matarikihospitality',
    industry: 'Hospitality & Tourism',
    countryIso2: 'NZ',
    size: 2,
    site: 'Hotel',
    places: ['Queenstown', 'Auckland Central', 'Wellington Central', 'Rotorua', 'Christchurch Central'],
    communities: [
      { key: 'careers', displayName: 'Matariki Hospitality Careers', roleTypes: ['Chefs', 'Front office', 'Food and beverage', 'Housekeeping'], subCategoryIds: [901, 902, 903, 904, 905] },
    ],
  },
  {
    name: 'Wombat Community Care',
    slug: 'wombat-community-care',
    jobCodePrefix: 'WCC',
    domain: 'wombatcare',
    industry: 'Aged Care & Community Services',
    countryIso2: 'AU',
    size: 1,
    site: 'Service Hub',
    places: ['Canberra', 'Darwin', 'Hobart', 'Launceston', 'Cairns', 'Traralgon'],
    communities: [
      { key: 'careers', displayName: 'Wombat Community Care Careers', roleTypes: ['Disability support', 'Community development'], subCategoryIds: [401, 403] },
      { key: 'youth-family', parent: 'careers', displayName: 'Wombat Community Care Youth & Family Community', roleTypes: ['Youth workers', 'Family support'], subCategoryIds: [402] },
    ],
  },
  {
    // Listed last so the communities above keep their generated data.
    name: 'Kookaburra Renewables',
    slug: 'kookaburra-renewables',
    jobCodePrefix: 'KBR',
    domain: 'kookaburrarenewables',
    industry: 'Energy & Utilities',
    countryIso2: 'AU',
    size: 1,
    hiring: false,
    site: 'Solar Farm',
    places: ['Newcastle', 'Wollongong'],
    communities: [
      { key: 'graduates', displayName: 'Kookaburra Renewables Graduate Community', roleTypes: ['Graduate engineers', 'Graduate analysts'], subCategoryIds: [702, 1203] },
    ],
  },
  {
    // Employers abroad whose communities have just opened to talent here (no open job yet):
    // Find Communities' country filter has more than two countries to show.
    name: 'Lion City Logistics',
    slug: 'lion-city-logistics',
    jobCodePrefix: 'LCL',
    domain: 'lioncitylogistics',
    industry: 'Transport & Logistics',
    countryIso2: 'SG',
    size: 2,
    hiring: false,
    site: 'Distribution Hub',
    places: ['Jurong East', 'Changi'],
    communities: [
      { key: 'careers', displayName: 'Lion City Logistics Careers', roleTypes: ['Warehouse operations', 'Freight forwarding', 'Customer service'], subCategoryIds: [] },
      { key: 'technology', parent: 'careers', displayName: 'Lion City Logistics Technology Community', roleTypes: ['Software engineers', 'Data analysts'], subCategoryIds: [] },
    ],
  },
  {
    name: 'Thames Valley Care',
    slug: 'thames-valley-care',
    jobCodePrefix: 'TVC',
    domain: 'thamesvalleycare',
    industry: 'Healthcare',
    countryIso2: 'GB',
    size: 2,
    hiring: false,
    site: 'Care Home',
    places: ['Reading', 'Oxford'],
    communities: [
      { key: 'nursing', displayName: 'Thames Valley Care Nursing Community', roleTypes: ['Registered nurses', 'Nursing associates', 'Overseas nurses'], subCategoryIds: [] },
      { key: 'support', displayName: 'Thames Valley Care Support Workers', roleTypes: ['Care assistants', 'Support workers'], subCategoryIds: [] },
    ],
  },
];
