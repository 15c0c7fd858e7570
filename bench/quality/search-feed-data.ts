// The material of the search feed (see search-feed.ts): kinds of work, each with the employers
// that hire for it and the sentences its adverts are made of, and the postings themselves, one
// row each, with the titles Australian employers write: accented and unaccented spellings, words
// joined by punctuation, the market's short forms next to the long ones, adverts that mention a
// job without being it, long adverts and cross-posted ones. Fictional employers.

export interface Family {
  /** What feeds write in occupationalCategory for it. */
  path: string;
  employers: readonly string[];
  /** Sentences about the workplace. */
  intro: readonly string[];
  duties: readonly string[];
  about: readonly string[];
}

const WORK_SAFE = 'Current National Police Check (or willingness to obtain one)';

export const FAMILIES = {
  pastry: {
    path: 'Hospitality > Chefs/Cooks',
    employers: ['Le Petit Four Pâtisserie', 'Kirra Hospitality', 'Gold Coast Hotels'],
    intro: [
      'Our pâtisserie bakes everything on site each morning for our counter and wholesale café customers.',
      'We run a French-style pastry kitchen supplying two hotels and a busy function centre.',
      'Our pastry section turns out viennoiserie, entremets and plated desserts six days a week.',
    ],
    duties: [
      'Laminate croissant and Danish dough by hand and on the sheeter',
      'Prepare crème pâtissière, crème anglaise and ganache to our recipes',
      'Bake and finish tarts, éclairs and choux to a consistent standard',
      'Plate desserts for à la carte service and functions',
      'Keep the pastry section clean, labelled and compliant with food safety plans',
      'Order flour, butter, chocolate and fruit and rotate stock',
      'Train apprentices in piping, tempering and pâte sucrée',
    ],
    about: [
      'Certificate III or IV in Patisserie, or equivalent experience',
      'Early starts from 4 am without fuss',
      'A steady hand, an eye for detail and pride in your finish',
      'Experience with laminated doughs and chocolate work',
      'Food Safety Supervisor certificate highly regarded',
    ],
  },
  cafe: {
    path: 'Hospitality > Cafe',
    employers: ['Sol & Sea Café', 'Bean There Cafe', 'Little Lane Espresso', 'Kirra Hospitality'],
    intro: [
      'We are a busy neighbourhood café serving breakfast and lunch seven days.',
      'Our café pours around 600 coffees a day and runs a small all-day brunch menu.',
      'We are a family-owned espresso bar with a loyal crowd of locals and tradies.',
    ],
    duties: [
      'Pull consistent espresso and texture milk for a busy morning rush',
      'Take orders, run food and keep the floor moving',
      'Open or close the café, including cash-up and cleaning',
      'Help in the kitchen with toasties, bowls and cabinet food when needed',
      'Keep the coffee machine and grinders dialled in and clean',
      'Look after regulars and make new customers feel welcome',
    ],
    about: [
      'At least one year of café experience',
      'Available weekends and school holidays',
      'A positive attitude and the ability to stay calm when it is busy',
      'RSA certificate an advantage',
      'Barista skills are a must for floor roles',
    ],
  },
  kitchen: {
    path: 'Hospitality > Chefs/Cooks',
    employers: [
      'Kirra Hospitality',
      'Gold Coast Hotels',
      "The Drover's Arms Hotel",
      'Harbourside Bistro',
    ],
    intro: [
      'Our bistro seats 140 and serves lunch and dinner with a seasonal, produce-driven menu.',
      'We are a busy pub kitchen doing classic counter meals, functions and Sunday roasts.',
      'Our hotel kitchen runs breakfast, room service, a restaurant and weddings.',
    ],
    duties: [
      'Prepare and cook dishes to the menu specification during service',
      'Run your section and keep it stocked, clean and ready',
      'Follow the food safety plan, temperature logs and allergen procedures',
      'Help with ordering, receiving and stock rotation',
      'Support the team on busy nights, functions and public holidays',
      'Keep the dish area, coolroom and dry store in order',
    ],
    about: [
      'Previous experience in a busy commercial kitchen',
      'Reliable, punctual and a team player',
      'Available nights and weekends on a rotating roster',
      'Certificate III in Commercial Cookery for cooking roles',
      'Food safety knowledge and good personal hygiene',
    ],
  },
  restaurant: {
    path: 'Hospitality > Front of House',
    employers: ['Harbourside Bistro', 'Gold Coast Hotels', 'Kirra Hospitality'],
    intro: [
      'Our hatted restaurant seats 80 with a degustation and à la carte menu.',
      'We are a waterfront restaurant and function centre hosting weddings most weekends.',
    ],
    duties: [
      'Greet guests, manage the reservation book and pace the floor',
      'Lead the front of house team through service and pre-service briefings',
      'Handle guest feedback and special requests with warmth',
      'Work with the kitchen on timing, dietary requirements and functions',
      'Look after the wine list, cellar stock and table service standards',
    ],
    about: [
      'Experience in fine dining or a high-volume restaurant',
      'RSA certificate',
      'Polished communication and a calm presence on the floor',
      'Wine knowledge highly regarded',
    ],
  },
  resume: {
    path: 'Education & Training > Career Services',
    employers: ['Career Compass Australia', 'Ngurra Community Services'],
    intro: [
      'We help job seekers across Australia put their best foot forward with employers.',
      'Our career service supports people returning to work, graduates and career changers.',
    ],
    duties: [
      'Interview clients about their work history, skills and goals',
      'Write and edit targeted applications, cover letters and LinkedIn profiles',
      'Address selection criteria for government and university roles',
      'Meet agreed turnaround times for each client order',
      'Give clients clear feedback on how to tailor their applications',
    ],
    about: [
      'Excellent written English and a good ear for tone',
      'Knowledge of Australian recruitment practices and ATS screening',
      'A background in recruitment, HR or careers counselling',
      'Comfortable working from home to deadlines',
    ],
  },
  childcare: {
    path: 'Education > Early Childhood',
    employers: ['Wattle Early Learning', 'Fit Republic Gyms', 'Harbour City Council'],
    intro: [
      'Our centre cares for children while their parents train or attend classes.',
      'We offer short-stay care for children aged six weeks to six years.',
    ],
    duties: [
      'Supervise and engage children in safe, play-based activities',
      'Follow the daily routine for meals, rest and nappy changes',
      'Keep sign-in records, incident reports and the room clean',
      'Chat with parents at drop-off and pick-up',
    ],
    about: [
      'Certificate III in Early Childhood Education and Care (or working towards it)',
      'Working With Children Check',
      'First aid, asthma and anaphylaxis training',
      'Warm, patient and reliable',
    ],
  },
  software: {
    path: 'Information Technology > Software Development',
    employers: [
      'Tasman Digital',
      'Eucalypt Software',
      'Bluewren Analytics',
      'Southern Cross Logistics',
      'Harbour City Council',
    ],
    intro: [
      'We build products used by thousands of Australian businesses every day.',
      'Our product team of 30 ships small changes several times a day.',
      'We are a growing software house working with government and enterprise clients.',
    ],
    duties: [
      'Build and maintain features across our web applications',
      'Write clean, tested code and review pull requests from your peers',
      'Work with product and design to shape what we build next',
      'Improve performance, accessibility and reliability',
      'Take part in on-call on a fair rotation',
      'Help us keep our CI/CD pipeline fast and our releases boring',
    ],
    about: [
      'Commercial experience building web applications',
      'Comfortable with Git, code review and automated testing',
      'Good communication skills and a collaborative attitude',
      'Experience with cloud platforms such as AWS or Azure',
      'Australian citizenship or permanent residency',
    ],
  },
  design: {
    path: 'Information Technology > Design',
    employers: ['Tasman Digital', 'Eucalypt Software', 'Harbour City Council'],
    intro: [
      'Our design team of six works across our customer apps and internal tools.',
      'We are redesigning our self-service portal and need a hands-on designer.',
    ],
    duties: [
      'Run user interviews and usability tests',
      'Turn research into journeys, wireframes and prototypes in Figma',
      'Maintain and extend our design system',
      'Work closely with engineers through delivery',
      'Make sure what we ship meets WCAG 2.2 AA',
    ],
    about: [
      'A portfolio showing your process, not only polished screens',
      'Experience with Figma and design systems',
      'Understanding of HTML and CSS',
      'Confidence presenting to stakeholders',
    ],
  },
  data: {
    path: 'IT > Data',
    employers: ['Bluewren Analytics', 'Harbour City Council', 'Koala Retail Group'],
    intro: [
      'Our insights team turns sales, customer and operations data into decisions.',
      'We are building a modern data platform and a reporting culture to match.',
    ],
    duties: [
      'Write SQL to extract, clean and join data from several systems',
      'Build and maintain Power BI dashboards for managers',
      'Answer ad hoc questions from the business with clear analysis',
      'Document data definitions and check data quality',
    ],
    about: [
      'Strong SQL and Excel skills',
      'Experience with Power BI or Tableau',
      'A curious mind and an eye for detail',
      'Ability to explain numbers to people who are not analysts',
    ],
  },
  sales: {
    path: 'Sales > Business Development',
    employers: ['Southern Cross Logistics', 'Tasman Digital', 'Desert Sun Energy'],
    intro: ['We are growing quickly along the east coast and need help to win new customers.'],
    duties: [
      'Find and win new commercial customers in your territory',
      'Manage a pipeline in our CRM and report on it weekly',
      'Prepare proposals and negotiate contracts',
      'Work with operations to deliver what you sell',
    ],
    about: [
      'A track record of B2B sales',
      'Full driver licence and own reliable vehicle',
      'Confidence with cold calling and presenting',
    ],
  },
  hr: {
    path: 'Human Resources & Recruitment > Generalists',
    employers: [
      'Riverina Farms',
      'Harbour City Council',
      'Koala Retail Group',
      'Sunrise Accounting',
    ],
    intro: [
      'Our people team supports around 450 employees across several sites.',
      'We are a regional employer with a small, friendly people and culture team.',
    ],
    duties: [
      'Process the fortnightly pay run end to end',
      'Interpret the modern award and enterprise agreement',
      'Onboard and offboard employees in our HR system',
      'Answer employee questions about leave, superannuation and pay',
      'Keep employee records accurate and confidential',
      'Prepare single touch payroll and end-of-year reporting',
    ],
    about: [
      'Experience with payroll systems such as Micropay, ADP or KeyPay',
      'Working knowledge of the Fair Work Act and awards',
      'High attention to detail and discretion',
      'Strong Excel skills',
    ],
  },
  admin: {
    path: 'Administration > Reception',
    employers: [
      'Harbour City Council',
      'Lakeside Dental',
      'Pacific Legal Partners',
      'Sunrise Accounting',
    ],
    intro: [
      'Our front office is the first point of contact for clients and visitors.',
      'We are a friendly practice with a steady stream of clients and phone calls.',
    ],
    duties: [
      'Greet visitors and answer a multi-line phone system',
      'Manage appointments, calendars and meeting rooms',
      'Handle mail, couriers and stationery orders',
      'Process invoices and receipts',
      'Keep the front desk and waiting area tidy',
    ],
    about: [
      'Previous front office or administration experience',
      'Confident with Microsoft 365',
      'Well presented, organised and friendly',
      'Able to juggle tasks and stay calm',
    ],
  },
  customer: {
    path: 'Call Centre & Customer Service > Customer Service',
    employers: ['Harbour City Council', 'Southern Cross Logistics', 'Tasman Digital'],
    intro: [
      'Our contact centre helps customers by phone, chat and email.',
      'We look after residents and businesses who contact us with questions every day.',
    ],
    duties: [
      'Answer inbound calls, chats and emails',
      'Resolve enquiries at first contact wherever possible',
      'Record every interaction accurately in our CRM',
      'Escalate complaints and follow them through',
    ],
    about: [
      'Experience in a customer-facing role',
      'Clear, friendly phone manner',
      'Comfortable with several systems at once',
      'Available for rotating shifts between 7 am and 7 pm',
    ],
  },
  accounting: {
    path: 'Accounting > Financial Accounting',
    employers: ['Sunrise Accounting', 'Riverina Farms', 'Mallee Grain Co-operative'],
    intro: [
      'We are a mid-sized firm looking after small businesses, farmers and families.',
      'Our finance team supports a growing agribusiness group with several entities.',
    ],
    duties: [
      'Prepare financial statements and tax returns for individuals, companies and trusts',
      'Complete BAS and IAS lodgements',
      'Reconcile bank, payroll and balance sheet accounts',
      'Prepare month-end journals and management reports',
      'Help clients with Xero and MYOB set-up',
    ],
    about: [
      'A degree in accounting, with CA or CPA completed or under way',
      'Experience in public practice or commercial finance',
      'Strong Xero and Excel skills',
      'A practical, client-focused attitude',
    ],
  },
  nursing: {
    path: 'Healthcare > Nursing',
    employers: ['Harbourline Health', 'Border Health Service', 'Coastal Care Group'],
    intro: [
      'Our hospital provides acute, surgical and emergency care to a growing region.',
      'We are a public health service with hospitals, clinics and community teams.',
      'Our ward is a busy 30-bed unit with a supportive, experienced team.',
    ],
    duties: [
      'Assess, plan and deliver person-centred clinical care',
      'Administer medications and monitor patients closely',
      'Keep clear and timely clinical documentation',
      'Work with doctors, allied health and families on care plans',
      'Take part in handover, quality improvement and education',
    ],
    about: [
      'Current registration with AHPRA',
      'Good clinical judgement and communication skills',
      'Willingness to work a 24/7 rotating roster',
      WORK_SAFE,
    ],
  },
  agedcare: {
    path: 'Community Services > Aged Care',
    employers: ['Murray River Aged Care', 'Coastal Care Group', 'Ngurra Community Services'],
    intro: [
      'Our residential home is home to 96 older people and a caring, stable team.',
      'We support older people to live well, at home and in our communities.',
    ],
    duties: [
      'Help residents with showering, dressing, meals and mobility',
      'Support residents to take part in activities they enjoy',
      'Record care notes and report changes in condition',
      'Follow infection control and manual handling procedures',
      'Treat every resident with dignity and respect',
    ],
    about: [
      'Certificate III in Individual Support (Ageing) or equivalent',
      'Compassion, patience and good humour',
      'Current first aid certificate',
      WORK_SAFE,
    ],
  },
  disability: {
    path: 'Community Services > Disability Support',
    employers: ['Ngurra Community Services', 'Coastal Care Group'],
    intro: [
      'We support people with disability to live the lives they choose.',
      'Our supported independent living homes are across the region.',
    ],
    duties: [
      'Support participants with daily living, personal care and community access',
      'Follow NDIS support plans and behaviour support plans',
      'Write shift notes and incident reports',
      'Help participants build skills and independence',
    ],
    about: [
      'Certificate III or IV in Disability or Individual Support highly regarded',
      'NDIS Worker Screening Check',
      'Current driver licence and comprehensive insurance',
      'Patience, reliability and respect',
    ],
  },
  physio: {
    path: 'Healthcare > Allied Health',
    employers: ['Active Motion Physiotherapy', 'Harbourline Health', 'Border Health Service'],
    intro: [
      'Our clinic treats sports, musculoskeletal and post-surgical clients.',
      'We are a multidisciplinary allied health practice with three locations.',
    ],
    duties: [
      'Assess and treat clients with hands-on therapy and exercise',
      'Run Pilates and rehabilitation classes',
      'Write reports for GPs, insurers and WorkCover',
      'Keep notes and billing up to date in our practice software',
    ],
    about: [
      'Registration with AHPRA (Physiotherapy Board)',
      'Great rapport with clients of all ages',
      'Interest in sports or musculoskeletal work',
    ],
  },
  pharmacy: {
    path: 'Healthcare > Pharmacy',
    employers: ['Blue Gum Pharmacy', 'Harbourline Health'],
    intro: [
      'We are a busy community pharmacy open seven days.',
      'Our hospital pharmacy supports inpatients, theatres and outpatient clinics.',
    ],
    duties: [
      'Dispense prescriptions accurately and efficiently',
      'Counsel patients about their medicines',
      'Run vaccination and health check services',
      'Manage stock, dose administration aids and the dispensary team',
    ],
    about: [
      'Registration with the Pharmacy Board of Australia for dispensing roles',
      'Experience with Fred or Z dispense software',
      'Friendly, patient-focused service',
    ],
  },
  electrical: {
    path: 'Trades & Services > Electricians',
    employers: ["O'Brien Electrical", 'Desert Sun Energy', 'Ironbark Engineering'],
    intro: [
      'We are an established electrical contractor working on commercial and residential jobs.',
      'Our maintenance team looks after hospitals, schools and industrial sites.',
      'We install solar, batteries and switchboard upgrades across the region.',
    ],
    duties: [
      'Install, test and commission wiring, lighting and power',
      'Fault find and repair electrical equipment',
      'Complete test and tag, RCD testing and compliance paperwork',
      'Read drawings and work to AS/NZS 3000',
      'Keep the work van stocked and tidy',
    ],
    about: [
      'Unrestricted electrical licence for your state',
      'Current driver licence and White Card',
      'Good attention to safety and quality',
      'Solar, data or industrial experience an advantage',
    ],
  },
  engineering: {
    path: 'Engineering > Electrical',
    employers: ['Ironbark Engineering', 'Desert Sun Energy'],
    intro: ['Our engineering team designs power systems for mines, utilities and industry.'],
    duties: [
      'Design power distribution, protection and control systems',
      'Prepare calculations, drawings and specifications',
      'Review vendor documents and support site commissioning',
    ],
    about: [
      'Bachelor of Engineering (Electrical) and eligibility for Engineers Australia membership',
      'Experience with ETAP or similar software',
      'Registered Professional Engineer (RPEQ) highly regarded',
    ],
  },
  carpentry: {
    path: 'Trades & Services > Carpenters',
    employers: ['Redgum Constructions', 'Kestrel Homes', 'Ironbark Engineering'],
    intro: [
      'We build quality homes and extensions with our own crews.',
      'Our team fits out shops, offices and medical suites across the metro area.',
    ],
    duties: [
      'Frame walls, roofs and floors from plans',
      'Hang doors, fit skirting and architraves and install fix-out items',
      'Set out and read plans accurately',
      'Leave every site clean and safe',
    ],
    about: [
      'Trade qualification in carpentry',
      'Your own hand and power tools',
      'White Card and current driver licence',
      'Reliable, with a good eye for finish',
    ],
  },
  bricklaying: {
    path: 'Trades & Services > Bricklayers',
    employers: ['Redgum Constructions', 'Kestrel Homes'],
    intro: ['We lay brick and block on new homes and small commercial jobs.'],
    duties: [
      'Lay face brick and block to line and level',
      'Set out corners, openings and piers',
      'Mix mortar and stock the scaffold',
      'Keep the site tidy and safe',
    ],
    about: [
      'Experience on residential or commercial sites',
      'White Card',
      'Physically fit and punctual',
    ],
  },
  labour: {
    path: 'Construction > Labourers',
    employers: ['Redgum Constructions', 'Kestrel Homes', 'Ironbark Engineering'],
    intro: ['We have steady work on building sites across the metro area.'],
    duties: [
      'Load and unload materials and keep work areas clean',
      'Help tradespeople with set-out, lifting and handling',
      'Operate small plant and hand tools',
      'Follow site safety rules and take part in toolbox talks',
    ],
    about: [
      'White Card',
      'Steel-capped boots and your own transport',
      'A good work ethic and willingness to learn',
    ],
  },
  trades: {
    path: 'Trades & Services > Maintenance',
    employers: ['Capital Cleaning Services', 'Harbour City Council', 'Redgum Constructions'],
    intro: ['We maintain a portfolio of residential and commercial properties.'],
    duties: [
      'Carry out general repairs, patching, painting and minor carpentry',
      'Respond to maintenance requests from tenants and property managers',
      'Keep job sheets and photos up to date in our app',
      'Coordinate with specialist contractors when needed',
    ],
    about: [
      'A trade certificate and broad practical skills',
      'Current driver licence',
      'Good communication with tenants and clients',
    ],
  },
  plumbing: {
    path: 'Trades & Services > Plumbers',
    employers: ['Brightwater Plumbing', 'Redgum Constructions'],
    intro: ['We are a family plumbing business looking after homes and businesses since 1998.'],
    duties: [
      'Install and repair water, gas and drainage systems',
      'Clear blocked drains with jetters and cameras',
      'Install hot water systems and fixtures',
      'Quote jobs and explain options to customers',
    ],
    about: [
      'Licensed plumber for your state (gas an advantage)',
      'Current driver licence',
      'Clean, courteous and reliable',
    ],
  },
  construction: {
    path: 'Construction > Site Management',
    employers: ['Redgum Constructions', 'Kestrel Homes'],
    intro: ['We build between 60 and 80 homes a year across the region.'],
    duties: [
      'Coordinate site activities and keep builds on program',
      'Run site inductions and safety inspections',
      'Keep site records, diaries and variations up to date',
      'Liaise with clients, certifiers and suppliers',
    ],
    about: [
      'Experience in residential construction',
      'White Card and current driver licence',
      'Organised, clear and calm under pressure',
    ],
  },
  facilities: {
    path: 'Property > Facilities Management',
    employers: ['Harbour City Council', 'Capital Cleaning Services', 'Harbourline Health'],
    intro: ['Our facilities team looks after offices, depots and community buildings.'],
    duties: [
      'Log and track maintenance requests and work orders',
      'Schedule preventive maintenance and compliance inspections',
      'Raise purchase orders and check contractor invoices',
      'Keep asset registers and essential safety measures records current',
    ],
    about: [
      'Experience in facilities or property administration',
      'Strong organisational and communication skills',
      'Confident with spreadsheets and work order systems',
    ],
  },
  retail: {
    path: 'Retail > Store Management',
    employers: ['Koala Retail Group', 'Blue Gum Pharmacy', 'Tasman Hardware'],
    intro: [
      'We are a national retailer with stores in shopping centres and regional towns.',
      'Our store is one of the busiest in the group and is about to be refitted.',
    ],
    duties: [
      'Lead, roster and coach the store team',
      'Drive sales, customer service and visual merchandising',
      'Manage stock, deliveries and stocktakes',
      'Keep the store safe, clean and compliant',
      'Open and close the store and manage cash',
    ],
    about: [
      'Retail experience, ideally in a leadership role',
      'Availability across weekdays, weekends and late nights',
      'Confidence with targets and reports',
    ],
  },
  recruitment: {
    path: 'Human Resources & Recruitment > Recruitment',
    employers: ['Talent Bridge Recruitment'],
    intro: ['We are a specialist healthcare recruitment agency with offices in three capitals.'],
    duties: [
      'Build relationships with hospitals, clinics and care providers',
      'Source, screen and interview candidates',
      'Manage bookings, compliance checks and timesheets',
      'Meet activity and revenue targets',
    ],
    about: [
      'Recruitment or sales experience',
      'Resilience and strong relationship skills',
      'Healthcare industry knowledge an advantage',
    ],
  },
  transport: {
    path: 'Transport & Logistics > Road Transport',
    employers: [
      'Southern Cross Logistics',
      'Boomerang Freight',
      'Twin Cities Transport',
      'Mallee Grain Co-operative',
    ],
    intro: [
      'We run a fleet of rigid and articulated trucks on metro and regional runs.',
      'Our depot moves general freight, pallets and removals for business customers.',
    ],
    duties: [
      'Deliver freight safely and on time across your run',
      'Load, unload and restrain loads correctly',
      'Complete pre-start checks and fatigue records',
      'Deal with customers professionally and collect signatures on the app',
    ],
    about: [
      'Appropriate licence for the vehicle with a clean driving record',
      'Experience with tail lifts and pallet jacks',
      'Able to pass a drug and alcohol test',
      'Good knowledge of the local area',
    ],
  },
  dispatch: {
    path: 'Transport & Logistics > Fleet',
    employers: ['Boomerang Freight', 'Southern Cross Logistics'],
    intro: ['Our operations room runs 60 vehicles across metro and regional freight.'],
    duties: [
      'Allocate pick-ups and deliveries to vehicles each day',
      'Track jobs in our transport management system',
      'Solve problems when loads, vehicles or customers change plans',
      'Keep customers informed of delays',
    ],
    about: [
      'Transport or logistics operations experience',
      'Calm under pressure with strong communication skills',
      'Confident with TMS software and spreadsheets',
    ],
  },
  warehouse: {
    path: 'Transport & Logistics > Warehousing',
    employers: [
      'Southern Cross Logistics',
      'Boomerang Freight',
      'Koala Retail Group',
      'Apple Isle Seafoods',
    ],
    intro: [
      'Our distribution centre ships orders for retail and online customers.',
      'We run a cold store and dispatch dock that never stops before Christmas.',
    ],
    duties: [
      'Pick and pack orders accurately with an RF scanner',
      'Receive, check and put away incoming stock',
      'Load and unload containers and trucks',
      'Take part in cycle counts and stocktakes',
      'Keep aisles clean and follow safe work procedures',
    ],
    about: [
      'Warehouse experience preferred',
      'Licence to operate a forklift (LF) highly regarded',
      'Steel-capped boots and reliable transport',
      'Able to work early starts, overtime or night shifts',
    ],
  },
  production: {
    path: 'Manufacturing > Production',
    employers: ['Apple Isle Seafoods', 'Mallee Grain Co-operative', 'Riverina Farms'],
    intro: ['Our processing plant runs two shifts, five days a week.'],
    duties: [
      'Operate and feed packing lines',
      'Check product quality and labels',
      'Keep the line clean to food safety standards',
      'Move pallets between the line and the dispatch area',
    ],
    about: [
      'Experience in food production or manufacturing',
      'Able to stand for long periods and lift up to 20 kg',
      'Reliable transport to site',
    ],
  },
  mining: {
    path: 'Mining > Operations',
    employers: ['Outback Mining Co', 'Pilbara Haulage Services', 'Desert Sun Energy'],
    intro: [
      'Our open-cut iron ore operation runs 24/7 in the Pilbara.',
      'We move material for a gold mine in the Goldfields on a long-term contract.',
    ],
    duties: [
      'Operate haul trucks and ancillary equipment safely and productively',
      'Complete pre-start inspections and report defects',
      'Follow site procedures, traffic rules and radio protocols',
      'Take part in toolbox meetings and hazard reporting',
    ],
    about: [
      'Experience on a mine site with relevant tickets',
      'Clean driving record and current driver licence',
      'Able to pass a pre-employment medical and drug and alcohol test',
      'Committed to safety every shift',
    ],
  },
  camp: {
    path: 'Hospitality > Chefs/Cooks',
    employers: ['Pilbara Haulage Services', 'Outback Mining Co'],
    intro: ['Our village caters for 400 residents on a remote mine site.'],
    duties: [
      'Cook breakfast, crib and dinner for large numbers',
      'Prepare salad bars, hot boxes and dessert',
      'Follow HACCP, allergen and cleaning schedules',
      'Order and rotate stock',
    ],
    about: [
      'Certificate III in Commercial Cookery',
      'Experience in bulk or remote catering',
      'Able to pass a pre-employment medical',
    ],
  },
} satisfies Record<string, Family>;

export type FamilyName = keyof typeof FAMILIES;

/** Paragraphs about pay and conditions, any job. */
export const BENEFITS = [
  'We pay above award rates, with penalty rates for weekends and public holidays.',
  'You will get ongoing training, a stable roster and a manager who backs you.',
  'Salary packaging, paid parental leave and an employee assistance program are on offer.',
  'We offer flexible hours and a genuine career path within the business.',
  'Free parking on site and a staff discount across the group.',
];

/** How to apply: adverts ask for a resume, a CV or just a click. */
export const APPLY = [
  'To apply, click Apply and tell us a little about yourself.',
  'Please apply with your resume and a short cover letter.',
  'Send your CV through the Apply button; we will be in touch within a week.',
  'Apply now: shortlisted applicants will be contacted for a phone interview.',
  'Please attach your résumé and two referees to your application.',
  'Applications are reviewed as they arrive, so do not wait.',
];

/** Headings of the sections long adverts repeat about the job itself. */
export const LONG_HEADINGS = [
  'Key responsibilities',
  'Selection criteria',
  'A typical week',
  'Your first three months',
  'Skills and experience',
  'How you will be supported',
];

/** Sections that long adverts repeat (policies, conditions, the organisation). */
export const LONG_SECTIONS: readonly [heading: string, text: string][] = [
  [
    'Our commitment to safety',
    'Safety is a value we will not trade for speed or cost. Every person on our team has the authority to stop work they believe is unsafe, and we investigate every incident and near miss to learn from it.',
  ],
  [
    'Equal opportunity',
    'We are an equal opportunity employer and welcome applications from Aboriginal and Torres Strait Islander people, people with disability, people from culturally and linguistically diverse backgrounds and people of all ages, genders and sexualities.',
  ],
  [
    'Pre-employment checks',
    'The successful applicant will be asked to complete a National Police Check, provide evidence of the right to work in Australia and, where the role requires it, a medical assessment and proof of qualifications.',
  ],
  [
    'Enterprise agreement and award',
    'This position is covered by our enterprise agreement. Pay, allowances, overtime and leave are set out in the agreement, which is available on request. Progression through the pay points is based on experience and performance.',
  ],
  [
    'Rosters and hours',
    'Rosters are published at least four weeks in advance. We try to give every team member a fair share of preferred shifts and do our best to accommodate study, family and cultural commitments.',
  ],
  [
    'Learning and development',
    'Every team member has a development plan. We fund relevant short courses, provide paid study leave for approved qualifications and run in-house training each month.',
  ],
  [
    'Wellbeing',
    'Our employee assistance program offers free and confidential counselling for you and your family. We also provide flu vaccinations, a wellbeing allowance and access to discounted gym memberships.',
  ],
  [
    'Privacy collection notice',
    'We collect the personal information in your application to assess your suitability for this and similar roles. It is stored securely, seen only by people involved in recruitment and kept for up to two years unless you ask us to delete it.',
  ],
  [
    'About our organisation',
    'We have grown from a small local business into one of the region’s largest employers. Our people are at the heart of everything we do, and more than a third of our leaders started with us in entry-level roles.',
  ],
  [
    'Our values',
    'Respect, integrity, teamwork and care guide the way we work with each other and with the people we serve. We ask every applicant to tell us how they have shown these values in their working life.',
  ],
];

/**
 * One posting: its title as written, the kind of work, what it tests (tags) and, optionally,
 * how its advert differs from the kind's usual one.
 */
export interface Row {
  title: string;
  family: FamilyName;
  tags: readonly string[];
  /** What the advert calls the person (the title when not given). */
  role?: string;
  employer?: string;
  /** A locality of PLACES (the first with that name). */
  place?: string;
  skills?: string;
  /** A sentence that names another job once (the ranking cases). */
  mention?: string;
  /** The advert's first sentence about the workplace, instead of one of the kind's. */
  intro?: string;
  /** Sections of repeated material (about 500 characters each): a long advert. */
  long?: number;
  /** Written without accents (the advert as an employer typed it on a plain keyboard). */
  ascii?: boolean;
  /** Posted twice under two identifiers (the second copy changes a line). */
  crossPosted?: boolean;
}

const r = (
  title: string,
  family: FamilyName,
  tags: readonly string[],
  more: Omit<Row, 'title' | 'family' | 'tags'> = {},
): Row => ({ title, family, tags, ...more });

export const ROWS: readonly Row[] = [
  // Accents, and the same words without them.
  r('Pâtissier / Pastry Chef', 'pastry', ['accent', 'punctuation'], { role: 'Pâtissier' }),
  r('Chef de Partie – Pâtisserie', 'pastry', ['accent'], { role: 'Chef de Partie' }),
  r('Patissier', 'pastry', ['unaccented'], { ascii: true, employer: 'Gold Coast Hotels' }),
  r('Pastry Chef (Croissants, Crème Pâtissière)', 'pastry', ['accent', 'punctuation'], {
    role: 'Pastry Chef',
  }),
  r('Pastry Cook – Creme Brulee & Tarts', 'pastry', ['unaccented'], {
    role: 'Pastry Cook',
    ascii: true,
    employer: 'Kirra Hospitality',
  }),
  r('Demi Chef de Partie – Pastry', 'pastry', ['plain'], { role: 'Demi Chef de Partie' }),
  r('Café Manager', 'cafe', ['accent'], { employer: 'Café Mimosa' }),
  r('Cafe Manager', 'cafe', ['unaccented'], { ascii: true, employer: 'Bean There Cafe' }),
  r('Café All-rounder', 'cafe', ['accent', 'punctuation'], { role: 'café all-rounder' }),
  r('Cafe Cook', 'cafe', ['unaccented'], { ascii: true, employer: 'Little Lane Espresso' }),
  r('Café Supervisor – Weekends', 'cafe', ['accent'], { role: 'Café Supervisor' }),
  r('Barista/All-rounder', 'cafe', ['punctuation'], { role: 'barista and all-rounder' }),
  r('Barista / All Rounder – Café', 'cafe', ['punctuation', 'accent'], {
    role: 'barista and all rounder',
  }),
  r('All-rounder (Barista)', 'cafe', ['punctuation'], {
    role: 'all-rounder',
    ascii: true,
    employer: 'Little Lane Espresso',
  }),
  r('Barista', 'cafe', ['plain', 'cross-posted'], { crossPosted: true }),
  r('Açaí Bar Team Member', 'cafe', ['accent'], {
    role: 'team member for our açaí bar',
    place: 'Coolangatta',
  }),
  r('Acai Bar Crew Member', 'cafe', ['unaccented'], {
    role: 'acai bar crew member',
    ascii: true,
    employer: 'Bean There Cafe',
    place: 'Cairns',
  }),
  r("Maître d' – Fine Dining", 'restaurant', ['accent', 'punctuation'], { role: "Maître d'" }),
  r('Maitre D – Restaurant & Function Centre', 'restaurant', ['unaccented'], {
    role: 'Maitre D',
    ascii: true,
  }),
  r('Résumé Writer', 'resume', ['accent']),
  r('Resume Writer & Career Coach', 'resume', ['unaccented'], { ascii: true }),
  r('Résumé and Selection Criteria Writer (Part Time)', 'resume', ['accent'], {
    role: 'Résumé and Selection Criteria Writer',
  }),
  r('Crèche Educator', 'childcare', ['accent'], { employer: 'Fit Republic Gyms' }),
  r('Creche Assistant – Fitness Centre', 'childcare', ['unaccented'], {
    role: 'Creche Assistant',
    ascii: true,
    employer: 'Fit Republic Gyms',
  }),

  // Software: names with dots, slashes, hashes and pluses.
  r('Vue/Nuxt Developer', 'software', ['punctuation'], { skills: 'Vue 3, Nuxt, TypeScript' }),
  r('Vue.js Developer', 'software', ['punctuation'], { skills: 'Vue.js, Pinia, Vitest' }),
  r('Frontend Developer – VueJS', 'software', ['punctuation', 'compound'], {
    role: 'Frontend Developer',
    skills: 'VueJS, CSS, Accessibility',
  }),
  r('Nuxt Developer (Vue 3, TypeScript)', 'software', ['punctuation'], {
    role: 'Nuxt Developer',
  }),
  r('Angular.js Developer', 'software', ['punctuation'], { skills: 'AngularJS, JavaScript' }),
  r('AngularJS Developer – Legacy Migration', 'software', ['punctuation', 'compound'], {
    role: 'AngularJS Developer',
  }),
  r('Angular Developer', 'software', ['plain'], { skills: 'Angular, RxJS, TypeScript' }),
  r('Front-end/UX Designer', 'design', ['punctuation'], { role: 'Front-end and UX Designer' }),
  r('UX/UI Designer', 'design', ['punctuation']),
  r('UX Researcher', 'design', ['abbreviation']),
  r('Front End Developer (React)', 'software', ['punctuation'], { role: 'Front End Developer' }),
  r('Frontend Engineer', 'software', ['compound']),
  r('C# Developer', 'software', ['punctuation'], { skills: 'C#, SQL Server, Azure' }),
  r('C#/.NET Developer', 'software', ['punctuation'], { skills: 'C#, .NET 8, Entity Framework' }),
  r('Senior .NET Developer', 'software', ['punctuation'], { skills: '.NET, C#, Azure DevOps' }),
  r('.NET Core Engineer', 'software', ['punctuation']),
  r('ASP.NET Developer', 'software', ['punctuation'], { skills: 'ASP.NET MVC, C#, SQL' }),
  r('Senior Software Engineer (C#/.NET)', 'software', ['punctuation', 'long-description'], {
    role: 'Senior Software Engineer',
    long: 40,
    skills: 'C#, .NET, Azure, SQL Server',
  }),
  r('C++ Engineer', 'software', ['punctuation'], { skills: 'C++17, Linux, CMake' }),
  r('C++ Software Engineer – Embedded', 'software', ['punctuation'], {
    role: 'C++ Software Engineer',
  }),
  r('Embedded C Developer', 'software', ['distractor'], { skills: 'C, RTOS, ARM Cortex-M' }),
  r('Node.js Engineer', 'software', ['punctuation'], { skills: 'Node.js, PostgreSQL, AWS' }),
  r('NodeJS Developer', 'software', ['compound'], { skills: 'NodeJS, Express, MongoDB' }),
  r('Backend Developer (Node)', 'software', ['punctuation'], { role: 'Backend Developer' }),
  r('Full-stack (React/Node) Developer', 'software', ['punctuation'], {
    role: 'Full-stack Developer',
    skills: 'React, Node.js, TypeScript',
  }),
  r('Full Stack Developer', 'software', ['plain']),
  r('Fullstack Engineer – Python/Django', 'software', ['compound', 'punctuation'], {
    role: 'Fullstack Engineer',
  }),
  r('Junior Dev', 'software', ['abbreviation'], { role: 'junior developer' }),
  r('Graduate Dev – TypeScript', 'software', ['abbreviation'], { role: 'graduate developer' }),
  r('Software Engineer – Platform', 'software', ['plain'], { role: 'Software Engineer' }),
  r('Software Developer', 'software', ['long-form']),
  r('Business Development Manager', 'sales', ['distractor']),
  r('Data Analyst (SQL/Power BI)', 'data', ['punctuation'], { role: 'Data Analyst' }),
  r('Junior Data Analyst', 'data', ['plain']),
  r('BI Analyst', 'data', ['abbreviation']),
  r('Business Intelligence Analyst', 'data', ['long-form']),

  // Administration, people and money.
  r('HR/Payroll Officer', 'hr', ['punctuation']),
  r('Payroll/HR Administrator', 'hr', ['punctuation']),
  r('HR Officer', 'hr', ['abbreviation']),
  r('Payroll Officer – Part Time', 'hr', ['plain'], { role: 'Payroll Officer' }),
  r('Admin/Reception', 'admin', ['punctuation'], { role: 'administration and reception officer' }),
  r('Receptionist/Administrator', 'admin', ['punctuation']),
  r('Medical Receptionist', 'admin', ['typo-target'], { employer: 'Harbourline Health' }),
  r('Receptionist – Physiotherapy Clinic', 'admin', ['distractor', 'mentions:physiotherapist'], {
    role: 'Receptionist',
    employer: 'Active Motion Physiotherapy',
    mention: 'You will be the friendly first contact for our physiotherapists and their clients.',
  }),
  r('Front Desk Receptionist', 'admin', ['plain']),
  r('Ward Clerk', 'admin', ['distractor', 'mentions:nurse'], {
    employer: 'Harbourline Health',
    mention:
      'You will support the nursing team and the nurse unit manager with ward administration.',
  }),
  r('Practice Manager – Allied Health', 'admin', ['distractor', 'mentions:physiotherapist'], {
    role: 'Practice Manager',
    employer: 'Active Motion Physiotherapy',
    mention: 'You will lead the front office for a team of eight physiotherapists.',
  }),
  r('Recruitment Consultant – Healthcare', 'recruitment', ['distractor', 'mentions:nurse'], {
    role: 'Recruitment Consultant',
    mention: 'You will run our nursing desk, placing registered nurses in hospitals and clinics.',
  }),
  r('Customer Service Representative', 'customer', ['plain']),
  r('Customer Service Officer – Contact Centre', 'customer', ['plain'], {
    role: 'Customer Service Officer',
  }),
  r('Contact Centre Consultant', 'customer', ['synonym']),
  r('Accountant', 'accounting', ['plain', 'typo-target']),
  r('Tax Accountant', 'accounting', ['plain']),
  r('Management Accountant – Agribusiness', 'accounting', ['plain'], {
    role: 'Management Accountant',
    employer: 'Riverina Farms',
  }),
  r('Assistant Accountant', 'accounting', ['plain']),
  r('Bookkeeper', 'accounting', ['distractor', 'mentions:accountant'], {
    mention: 'You will prepare the monthly reports for our external accountant.',
  }),

  // Health and care: RN, EN, AIN, PCA and the long forms.
  r('RN – Emergency Department', 'nursing', ['abbreviation'], { role: 'Registered Nurse' }),
  r('Registered Nurse – Theatre', 'nursing', ['long-form', 'cross-posted'], {
    role: 'Registered Nurse',
    crossPosted: true,
  }),
  r('RN/EN – Community Care', 'nursing', ['abbreviation', 'punctuation'], {
    role: 'Registered or Enrolled Nurse',
  }),
  r('Graduate Registered Nurse Program 2027', 'nursing', ['long-form', 'long-description'], {
    role: 'graduate Registered Nurse',
    long: 100,
  }),
  r('EN – Aged Care', 'nursing', ['abbreviation'], {
    role: 'Enrolled Nurse',
    employer: 'Murray River Aged Care',
    intro: 'Our residential home provides 24-hour nursing care for 120 older people.',
  }),
  r('Enrolled Nurse – Medical Ward', 'nursing', ['long-form'], { role: 'Enrolled Nurse' }),
  r('Endorsed Enrolled Nurse (EEN)', 'nursing', ['long-form', 'abbreviation']),
  r('Nurse Unit Manager – Surgical', 'nursing', ['plain'], { role: 'Nurse Unit Manager' }),
  r('AIN – Aged Care', 'agedcare', ['abbreviation'], { role: 'Assistant in Nursing' }),
  r('Assistant in Nursing (AIN) – Acute', 'nursing', ['abbreviation', 'long-form'], {
    role: 'Assistant in Nursing',
  }),
  r('Assistant in Nursing', 'agedcare', ['long-form']),
  r('PCA – Residential Aged Care', 'agedcare', ['abbreviation'], {
    role: 'Personal Care Assistant',
  }),
  r('Personal Care Assistant', 'agedcare', ['long-form']),
  r('Personal Care Worker – Home Care', 'agedcare', ['synonym'], { role: 'Personal Care Worker' }),
  r('AIN/PCA – Night Shift', 'agedcare', ['abbreviation', 'punctuation'], {
    role: 'AIN or PCA',
  }),
  r('Aged Care Support Worker', 'agedcare', ['plain']),
  r('Disability Support Worker – NDIS', 'disability', ['plain'], {
    role: 'Disability Support Worker',
  }),
  r('Support Worker – Disability (SIL)', 'disability', ['word-order'], { role: 'Support Worker' }),
  r('Physiotherapist', 'physio', ['plain', 'typo-target']),
  r('Physio – Private Practice', 'physio', ['abbreviation'], { role: 'Physio' }),
  r('Senior Physiotherapist – Sports', 'physio', ['plain'], { role: 'Senior Physiotherapist' }),
  r('Physiotherapy Assistant', 'physio', ['plain']),
  r('Community Pharmacist', 'pharmacy', ['plain', 'typo-target']),
  r('Pharmacist in Charge', 'pharmacy', ['plain']),
  r('Pharmacy Assistant', 'pharmacy', ['distractor', 'mentions:pharmacist'], {
    mention: 'You will work alongside our pharmacist at the dispensary counter.',
  }),
  r('Hospital Pharmacy Technician', 'pharmacy', ['plain'], { employer: 'Harbourline Health' }),

  // Trades: sparky, chippy, brickie, tradie and the long forms.
  r('Sparky – Commercial Fitout', 'electrical', ['synonym', 'cross-posted'], {
    role: 'Sparky',
    crossPosted: true,
  }),
  r('Sparky Wanted – Domestic & Solar', 'electrical', ['synonym'], { role: 'Sparky' }),
  r('A-Grade Sparky', 'electrical', ['synonym', 'punctuation']),
  r('Sparkie / Electrician – FIFO', 'electrical', ['synonym', 'long-form', 'abbreviation'], {
    role: 'Electrician',
    place: 'Port Hedland',
  }),
  r('Electrician – Maintenance', 'electrical', ['plain', 'typo-target'], { role: 'Electrician' }),
  r('Electrician – Hospital Maintenance (Shutdowns)', 'electrical', ['long-description'], {
    role: 'Electrician',
    long: 44,
    employer: 'Harbourline Health',
  }),
  r('Apprentice Electrician – 3rd Year', 'electrical', ['plain'], {
    role: 'third-year Apprentice Electrician',
  }),
  r('Electrical Engineer', 'engineering', ['prefix-distractor']),
  r('Chippy – Residential Framing', 'carpentry', ['synonym'], { role: 'Chippy' }),
  r('Carpenter / Chippy', 'carpentry', ['synonym', 'long-form', 'punctuation'], {
    role: 'Carpenter',
  }),
  r('Chippie – Fix-out', 'carpentry', ['synonym'], { role: 'Chippie' }),
  r('Carpenter – Shopfitting', 'carpentry', ['plain', 'typo-target'], { role: 'Carpenter' }),
  r('Qualified Carpenter', 'carpentry', ['plain']),
  r('Brickie – Residential', 'bricklaying', ['synonym'], { role: 'Brickie' }),
  r('Bricklayer', 'bricklaying', ['long-form']),
  r('Bricklayers – Commercial Blockwork', 'bricklaying', ['plural'], { role: 'Bricklayer' }),
  r("Brickie's Labourer", 'labour', ['distractor', 'synonym']),
  r('General Labourer', 'labour', ['plain']),
  r('Construction Labourer', 'labour', ['plain']),
  r('Maintenance Tradie – Property Services', 'trades', ['synonym'], {
    role: 'Maintenance Tradie',
  }),
  r('Multi-skilled Tradesperson', 'trades', ['long-form', 'punctuation']),
  r('Licensed Plumber', 'plumbing', ['plain', 'typo-target']),
  r('Plumber – New Homes', 'plumbing', ['plain'], { role: 'Plumber' }),
  r('Trade Counter Sales – Plumbing Supplies', 'retail', ['distractor', 'mentions:plumber'], {
    role: 'Trade Counter Salesperson',
    employer: 'Tasman Hardware',
    mention: 'Most of our customers are plumbers picking up fittings before their first job.',
  }),
  r(
    'Site Supervisor – Residential Builds',
    'construction',
    ['distractor', 'skills-only:carpenter'],
    {
      role: 'Site Supervisor',
      skills: 'Carpentry, Construction management, White Card',
    },
  ),
  r('Site Administrator', 'construction', ['distractor', 'mentions:carpenter'], {
    mention: 'You will book in the carpenters, concreters and other subcontractors each week.',
  }),
  r(
    'Facilities Coordinator',
    'facilities',
    ['distractor', 'mentions:electrician', 'mentions:plumber'],
    {
      mention: 'You will book the electrician, plumber and other contractors for repairs.',
    },
  ),
  r('Store Manager', 'retail', ['distractor', 'mentions:electrician'], {
    employer: 'Tasman Hardware',
    mention: 'During the refit you will work alongside our electrician and shopfitters.',
  }),
  r(
    'Operations Manager – Distribution Centre',
    'warehouse',
    ['distractor', 'mentions:electrician', 'long-description'],
    {
      role: 'Operations Manager',
      long: 100,
      mention: 'You will sign off the work of the site electrician during shutdowns.',
    },
  ),

  // Transport, warehouse and mining: LR, MR, HR, truckie, forklift, storeperson, FIFO.
  r('LR/MR Truck Driver', 'transport', ['punctuation', 'abbreviation'], { role: 'Truck Driver' }),
  r('MR Driver – Furniture Removals', 'transport', ['abbreviation'], { role: 'MR Driver' }),
  r('Medium Rigid Truck Driver', 'transport', ['long-form']),
  r('Light Rigid Driver – Parcels', 'transport', ['long-form'], { role: 'Light Rigid Driver' }),
  r('HR Driver – Metro Deliveries', 'transport', ['abbreviation'], { role: 'HR Driver' }),
  r('Heavy Rigid (HR) Driver', 'transport', ['long-form', 'abbreviation']),
  r('Truckie – HR Licence', 'transport', ['synonym', 'abbreviation'], { role: 'Truckie' }),
  r('Truckie Wanted – MC Interstate', 'transport', ['synonym'], { role: 'Truckie' }),
  r('Truck Driver – Local Deliveries', 'transport', ['plain'], { role: 'Truck Driver' }),
  r('Transport Allocator', 'dispatch', ['distractor', 'mentions:truck driver'], {
    mention: 'You will be the first call for our truck drivers when a delivery changes.',
  }),
  r('Forklift (LF) Operator', 'warehouse', ['abbreviation', 'punctuation'], {
    role: 'Forklift Operator',
    skills: 'LF licence, RF scanning',
  }),
  r('Forklift Operator – Counterbalance', 'warehouse', ['plain'], { role: 'Forklift Operator' }),
  r('LF Forklift Driver – Night Shift', 'warehouse', ['abbreviation'], {
    role: 'Forklift Driver',
  }),
  r('Reach Truck Operator (LO Licence)', 'warehouse', ['synonym'], {
    role: 'Reach Truck Operator',
  }),
  r('Production Worker', 'production', ['distractor', 'skills-only:forklift'], {
    skills: 'Forklift licence, Food safety',
  }),
  r('Storeperson', 'warehouse', ['plain']),
  r('Store Person – Cold Store', 'warehouse', ['spelling'], { role: 'Store Person' }),
  r('Storeman – Steel Yard', 'warehouse', ['synonym'], { role: 'Storeman' }),
  r('Storeperson/Forklift Driver', 'warehouse', ['punctuation']),
  r('Pick Packer – Warehouse', 'warehouse', ['plain'], { role: 'Pick Packer' }),
  r('Warehouse Supervisor', 'warehouse', ['plain']),
  r('FIFO Dump Truck Operator', 'mining', ['abbreviation', 'long-description'], {
    place: 'Port Hedland',
    long: 60,
  }),
  r('Dump Truck Operator – FIFO ex Perth', 'mining', ['abbreviation'], {
    role: 'Dump Truck Operator',
    place: 'Perth',
  }),
  r('FIFO Diesel Fitter', 'mining', ['abbreviation'], { place: 'Kalgoorlie' }),
  r('Fly-in Fly-out Camp Cook', 'camp', ['long-form', 'punctuation'], { place: 'Port Hedland' }),
  r('Dump Truck Operator – DIDO (Residential)', 'mining', ['distractor'], {
    role: 'Dump Truck Operator',
    place: 'Kalgoorlie',
  }),

  // Kitchens and shops: chef/cook, 2IC, kitchen hand.
  r('Chef/Cook', 'kitchen', ['punctuation'], { role: 'Chef or Cook' }),
  r('Head Chef', 'kitchen', ['plain']),
  r('Sous Chef', 'kitchen', ['plain']),
  r('2IC Kitchen', 'kitchen', ['abbreviation'], { role: 'kitchen 2IC' }),
  r('Second in Command – Kitchen', 'kitchen', ['long-form'], { role: 'Second in Command' }),
  r('2IC – Retail Store', 'retail', ['abbreviation'], { role: 'store 2IC' }),
  r('Assistant Store Manager (2IC)', 'retail', ['abbreviation', 'punctuation']),
  r('Kitchen Hand', 'kitchen', ['plain', 'mentions:barista', 'mentions:chef'], {
    mention: 'You will keep the pass clear for our chefs and the cups coming for our baristas.',
  }),
  r('Kitchenhand', 'kitchen', ['compound']),
  r('Dishwasher / Kitchen Porter', 'kitchen', ['synonym', 'punctuation']),
  r('Commis Chef', 'kitchen', ['plain']),
  r('Front of House Attendant', 'restaurant', ['distractor', 'skills-only:barista'], {
    skills: 'Barista, RSA, Table service',
  }),
];
