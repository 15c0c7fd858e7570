// Sentence templates and phrase pools for job adverts. Placeholders in braces ({company},
// {title}, {aTitle} (with its article: 'an Estimator'), {place}, {country}, {skill},
// {workType}) are filled per job; pools are keyed by
// company industry or job category id so the text reads right for the role.

export const INDUSTRY_BLURBS: Readonly<Record<string, readonly string[]>> = {
  Healthcare: [
    '{company} delivers public and private health services to communities across {country}, with a strong focus on safe, compassionate care.',
    'At {company}, our people care for thousands of patients every week, and we invest in the teams who make that possible.',
  ],
  'Transport & Logistics': [
    '{company} moves freight for some of the largest retailers and manufacturers in {country}, around the clock.',
    '{company} keeps supply chains moving with a national network of depots, distribution centres and a modern fleet.',
  ],
  'Information Technology': [
    '{company} designs, builds and runs digital products for organisations across Australia and New Zealand.',
    '{company} is a specialist technology firm whose engineers work on some of the region’s most used platforms.',
  ],
  'Energy & Utilities': [
    '{company} keeps essential services running for homes and businesses, and is investing heavily in renewables and resilient networks.',
    'From network maintenance to major upgrades, {company} looks after infrastructure that communities rely on every day.',
  ],
  'Banking & Financial Services': [
    '{company} helps more than a million customers buy homes, run businesses and plan for the future.',
    '{company} is a customer-owned financial institution that puts members ahead of shareholders.',
  ],
  'Hospitality & Tourism': [
    '{company} operates award-winning resorts and hotels in some of the most beautiful locations in {country}.',
    'Guests come to {company} for unforgettable stays, and our teams make every one of them memorable.',
  ],
  'Mining & Resources': [
    '{company} operates open-cut mines and processing facilities with a proud record of safety and production.',
    '{company} is a mid-tier resources company growing its operations and its people.',
  ],
  'Aged Care & Community Services': [
    '{company} is a not-for-profit provider supporting older people and people with disability to live well.',
    'For over 40 years {company} has supported individuals and families in the communities we serve.',
  ],
  Construction: [
    '{company} delivers commercial, residential and infrastructure projects for government and private clients.',
    '{company} is a tier-two builder with a pipeline of landmark projects and a reputation for quality.',
  ],
  Retail: [
    '{company} runs a growing network of lifestyle and homewares stores loved by customers across {country}.',
    '{company} is one of the fastest growing retailers in {country}, online and in store.',
  ],
  Education: [
    '{company} provides high-quality education to learners of every age, from early learning to vocational training.',
    'At {company}, every learner is known, valued and supported to reach their potential.',
  ],
  Manufacturing: [
    '{company} produces food products enjoyed in millions of homes, using produce from local growers.',
    '{company} runs modern manufacturing plants with a strong focus on safety, quality and continuous improvement.',
  ],
  Engineering: [
    '{company} is an engineering consultancy delivering roads, water and energy projects across {country}.',
  ],
  Government: [
    '{company} serves a fast-growing community, delivering services, infrastructure and programs for residents.',
  ],
  'Agriculture & Food': [
    '{company} is a grower-owned co-operative packing and exporting fresh produce to markets around the world.',
  ],
  Insurance: [
    '{company} protects homes, cars and businesses, and is there for customers when it matters most.',
  ],
};

/** Day-to-day duties by category id; "What you'll do" draws a few of these. */
// biome-ignore format: one category per line reads as a table
export const CATEGORY_DUTIES: Readonly<Record<number, readonly string[]>> = {
  1: ['Prepare accurate reconciliations and month-end journals', 'Partner with budget holders to explain results', 'Maintain strong controls and audit-ready records', 'Improve processes and automate manual reporting', 'Respond to supplier and customer queries promptly'],
  2: ['Be the first point of contact for visitors and callers', 'Coordinate diaries, meetings and travel', 'Maintain accurate records and filing systems', 'Prepare correspondence, reports and presentations', 'Support the team with ad hoc administration'],
  3: ['Build lasting relationships with customers', 'Assess applications against policy and regulatory requirements', 'Identify and escalate risks and compliance issues', 'Meet service and quality standards', 'Work with specialists across the business to find the right solution'],
  4: ['Support clients to achieve their goals and stay connected to their community', 'Deliver person-centred support in line with individual plans', 'Keep accurate case notes and incident reports', 'Work with families, carers and other services', 'Contribute to a safe and respectful environment'],
  5: ['Plan and coordinate works to programme and budget', 'Lead safety on site and champion safe work practices', 'Coordinate subcontractors, deliveries and inspections', 'Manage quality, defects and handover documentation', 'Report progress to the project team and client'],
  6: ['Plan and deliver engaging, inclusive learning programs', 'Assess and report on learner progress', 'Build positive relationships with learners and families', 'Contribute to a safe, supportive learning environment', 'Take part in professional learning and team planning'],
  7: ['Deliver designs and technical documentation to standard', 'Carry out inspections, testing and commissioning', 'Investigate faults and recommend improvements', 'Coordinate with contractors, clients and stakeholders', 'Apply safety in design and risk management principles'],
  8: ['Deliver safe, high-quality, patient-centred care', 'Assess, plan and evaluate care in partnership with patients and families', 'Work within a multidisciplinary team', 'Maintain accurate clinical documentation', 'Contribute to quality improvement and education'],
  9: ['Deliver warm, attentive service to every guest', 'Maintain high standards of presentation and hygiene', 'Work as part of a busy team across rotating shifts', 'Handle guest requests and feedback with care', 'Follow food safety and responsible service requirements'],
  10: ['Design, build and ship features with a cross-functional team', 'Write clean, tested and maintainable code', 'Take part in code reviews, planning and retrospectives', 'Troubleshoot production issues and improve reliability', 'Share knowledge and help lift engineering practices'],
  11: ['Work safely and follow site procedures at all times', 'Meet daily productivity and accuracy targets', 'Operate equipment and complete pre-start checks', 'Keep accurate records and report issues early', 'Support continuous improvement initiatives'],
  12: ['Carry out work safely in line with site and statutory requirements', 'Operate and maintain equipment to keep production on track', 'Identify hazards and take part in risk assessments', 'Complete inspections, permits and documentation', 'Work as part of a close-knit crew on a roster'],
  13: ['Deliver great service and help customers find the right products', 'Keep the store stocked, tidy and well presented', 'Process sales, returns and click-and-collect orders', 'Drive sales and achieve store targets', 'Support the team and share product knowledge'],
};

/** "What you'll bring": each line takes one of the job's specialties. */
export const SKILL_REQUIREMENTS: readonly string[] = [
  // The skill leads the line: skills are capitalised labels ('Window displays', 'React') that
  // would read oddly in the middle of a sentence.
  '{skill}: demonstrated experience in a similar role',
  '{skill}: strong working knowledge',
  '{skill}: confident, or keen to learn',
  '{skill}: a proven track record',
];

export const GENERAL_REQUIREMENTS: readonly string[] = [
  'Excellent communication and teamwork skills',
  'A positive attitude and a commitment to safety',
  'Full working rights in {country}',
  'A current police check, or willingness to obtain one',
  'Strong attention to detail and time management',
];

export const KEY_SELLING_POINTS: readonly string[] = [
  'Competitive salary and salary packaging',
  'Ongoing training and career development',
  'Supportive, inclusive team culture',
  'Employee wellbeing program and EAP',
  'Paid parental leave',
  'Discounts across our products and partners',
  'Modern facilities and equipment',
  'Clear career pathways',
  'Additional purchased leave options',
  'Free on-site parking',
  'Study support and professional development allowance',
  'Recognition and reward programs',
];

export const INDUSTRY_SELLING_POINTS: Readonly<Record<string, readonly string[]>> = {
  Healthcare: [
    'Salary packaging up to $15,900 tax free',
    'Clinical education and supported graduate pathways',
  ],
  'Aged Care & Community Services': [
    'Salary packaging benefits',
    'Flexible rosters to suit your life',
  ],
  'Information Technology': [
    'Annual learning budget and conference days',
    'Latest hardware of your choice',
  ],
  'Banking & Financial Services': ['Discounted home loan rates', 'Annual performance bonus'],
  'Mining & Resources': ['8/6 FIFO roster from Perth', 'Top-tier site accommodation'],
  'Hospitality & Tourism': ['Discounted stays and dining', 'Meals on shift'],
  Retail: ['Generous staff discount', 'Paid birthday leave'],
};

export const SUMMARY_OPENERS: readonly string[] = [
  '{company} is looking for {aTitle} to join the team in {place}.',
  'Join {company} as {aTitle} based in {place}.',
  'An exciting opportunity for an experienced {title} to join {company} in {place}.',
  '{company} is hiring: {title}, {place}.',
];

export const SUMMARY_FOLLOW_UPS: readonly string[] = [
  'This {workType} role offers great benefits and room to grow.',
  'Enjoy a supportive team and real career development.',
  'Make a genuine difference in a role where your work matters.',
  'Apply today and take the next step in your career.',
];

export const ABOUT_THE_ROLE: readonly string[] = [
  'As {aTitle} on a {workType} basis, you will work closely with a friendly, experienced team in {place}.',
  'Reporting to the team manager, the {title} plays a key part in delivering great outcomes for our customers.',
  'This is a {workType} opportunity for {aTitle} who enjoys variety, ownership and working with great people.',
];

export const CLOSINGS: readonly string[] = [
  'Ready to make your next move? Apply now with your resume and a short cover letter.',
  'If this sounds like you, click Apply. Applications are reviewed as they are received.',
  'We welcome applications from Aboriginal and Torres Strait Islander peoples, people of all abilities and people from all backgrounds.',
];

export const FLEXIBLE_WORK_DESCRIPTIONS: Readonly<Record<2 | 3, readonly string[]>> = {
  2: [
    '<p>Hybrid: work from home up to <strong>2 days</strong> a week once onboarded.</p>',
    '<p>Hybrid: a mix of office and home, with team days on <strong>Tuesday and Thursday</strong>.</p>',
  ],
  3: [
    '<p>Fully remote within {country}, with a team get-together each quarter.</p>',
    '<p>Remote-first: work from anywhere in {country}; equipment and internet allowance provided.</p>',
  ],
};
