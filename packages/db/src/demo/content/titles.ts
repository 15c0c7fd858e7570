// Job titles per sub-category, each with the skills a real advert for it would list (jobs draw
// their specialties from these, and matching reads skills from titles and text) and a salary
// band: full-time annual AUD, before super, roughly as advertised in 2024-25.

export interface TitleDef {
  title: string;
  skills: readonly string[];
  /** Annual salary band [low, high] in dollars. */
  salary: readonly [number, number];
}

type TitleRow = readonly [title: string, low: number, high: number, skills: readonly string[]];

function titles(rows: readonly TitleRow[]): TitleDef[] {
  return rows.map(([title, low, high, skills]) => ({ title, skills, salary: [low, high] }));
}

const ADMIN_SKILLS = ['Microsoft Office', 'Customer service', 'Data entry', 'Scheduling'];

// biome-ignore format: one title per line reads as a table
export const TITLES_BY_SUB_CATEGORY: Readonly<Record<number, readonly TitleDef[]>> = {
  // Accounting
  101: titles([
    ['Accounts Payable Officer', 65_000, 80_000, ['Accounts payable', 'Invoice processing', 'Reconciliations', 'Xero', 'SAP', 'Vendor management', 'Month-end close']],
    ['Accounts Receivable Officer', 65_000, 78_000, ['Accounts receivable', 'Debt collection', 'Reconciliations', 'MYOB', 'Customer service', 'Credit control']],
  ]),
  102: titles([
    ['Financial Accountant', 95_000, 120_000, ['Financial reporting', 'IFRS', 'Month-end close', 'Balance sheet reconciliations', 'Audit', 'Excel', 'Tax compliance']],
    ['Senior Accountant', 110_000, 135_000, ['Financial reporting', 'Consolidations', 'Tax compliance', 'Audit', 'Stakeholder management', 'CPA']],
  ]),
  103: titles([
    ['Management Accountant', 100_000, 125_000, ['Budgeting', 'Forecasting', 'Variance analysis', 'Power BI', 'Excel', 'Business partnering']],
    ['Commercial Analyst', 105_000, 130_000, ['Financial modelling', 'Forecasting', 'Pricing analysis', 'Excel', 'SQL', 'Business partnering']],
  ]),
  104: titles([
    ['Payroll Officer', 68_000, 85_000, ['Payroll processing', 'Award interpretation', 'Single Touch Payroll', 'Superannuation', 'Kronos', 'Reconciliations']],
    ['Payroll Manager', 115_000, 140_000, ['Payroll processing', 'Award interpretation', 'Team leadership', 'Payroll compliance', 'Workday', 'Process improvement']],
  ]),
  // Administration & Office Support
  201: titles([
    ['Administration Officer', 60_000, 72_000, [...ADMIN_SKILLS, 'Records management', 'Minute taking']],
    ['Administrative Assistant', 58_000, 70_000, [...ADMIN_SKILLS, 'Diary management', 'Document preparation']],
  ]),
  202: titles([
    ['Receptionist', 55_000, 65_000, ['Reception', 'Switchboard', 'Customer service', 'Visitor management', 'Microsoft Office', 'Bookings']],
    ['Front Desk Coordinator', 60_000, 70_000, ['Reception', 'Customer service', 'Bookings', 'Cash handling', 'Scheduling', 'Complaint resolution']],
  ]),
  203: titles([
    ['Office Manager', 80_000, 100_000, ['Office management', 'Facilities coordination', 'Budgeting', 'Vendor management', 'Team leadership', 'Onboarding']],
  ]),
  204: titles([
    ['Executive Assistant', 85_000, 110_000, ['Diary management', 'Travel coordination', 'Board papers', 'Stakeholder management', 'Minute taking', 'Microsoft Office']],
    ['Personal Assistant', 70_000, 85_000, ['Diary management', 'Travel coordination', 'Correspondence', 'Microsoft Office', 'Event coordination', 'Confidentiality']],
  ]),
  205: titles([
    ['Data Entry Operator', 55_000, 62_000, ['Data entry', 'Accuracy', 'Typing speed', 'Excel', 'Data quality', 'Records management']],
  ]),
  // Banking & Financial Services
  301: titles([
    ['Personal Banker', 65_000, 80_000, ['Customer service', 'Sales', 'Lending', 'Needs analysis', 'Compliance', 'Relationship building']],
    ['Branch Manager', 100_000, 125_000, ['Team leadership', 'Sales coaching', 'Lending', 'Customer experience', 'Risk management', 'Performance management']],
  ]),
  302: titles([
    ['Financial Adviser', 95_000, 140_000, ['Financial planning', 'Statements of Advice', 'Superannuation', 'Investments', 'Client relationships', 'Compliance']],
    ['Paraplanner', 75_000, 95_000, ['Statements of Advice', 'Financial modelling', 'Xplan', 'Superannuation', 'Research', 'Compliance']],
  ]),
  303: titles([
    ['Credit Analyst', 85_000, 110_000, ['Credit assessment', 'Financial analysis', 'Risk assessment', 'Lending policy', 'Excel', 'Commercial lending']],
    ['Lending Specialist', 80_000, 100_000, ['Home loans', 'Credit assessment', 'Customer service', 'Responsible lending', 'Sales', 'Loan processing']],
  ]),
  304: titles([
    ['Compliance Analyst', 90_000, 115_000, ['Regulatory compliance', 'AML/CTF', 'Risk assessment', 'Policy writing', 'Audit', 'Reporting']],
    ['Risk Manager', 130_000, 165_000, ['Operational risk', 'Risk frameworks', 'Stakeholder management', 'APRA standards', 'Controls testing', 'Reporting']],
  ]),
  305: titles([
    ['Claims Consultant', 62_000, 75_000, ['Claims management', 'Customer service', 'Empathy', 'Negotiation', 'Guidewire', 'Fraud awareness']],
    ['Claims Assessor', 75_000, 92_000, ['Claims assessment', 'Policy interpretation', 'Investigation', 'Negotiation', 'Report writing', 'Customer service']],
  ]),
  // Community Services & Development
  401: titles([
    ['Personal Care Assistant', 58_000, 66_000, ['Personal care', 'Dementia care', 'Manual handling', 'Medication assistance', 'Infection control', 'Empathy']],
    ['Disability Support Worker', 58_000, 68_000, ['NDIS', 'Personal care', 'Behaviour support', 'Community access', 'Manual handling', 'First aid']],
    ['Lifestyle Coordinator', 62_000, 72_000, ['Activity planning', 'Dementia care', 'Group facilitation', 'Documentation', 'Volunteer coordination', 'Empathy']],
  ]),
  402: titles([
    ['Youth Worker', 65_000, 78_000, ['Case management', 'Trauma-informed practice', 'Crisis intervention', 'Group work', 'Child protection', 'Report writing']],
    ['Family Support Worker', 70_000, 82_000, ['Case management', 'Family support', 'Child protection', 'Home visits', 'Trauma-informed practice', 'Referrals']],
  ]),
  403: titles([
    ['Community Development Officer', 78_000, 92_000, ['Community engagement', 'Grant writing', 'Event coordination', 'Stakeholder management', 'Program evaluation', 'Consultation']],
    ['Community Engagement Officer', 75_000, 88_000, ['Community engagement', 'Consultation', 'Social media', 'Event coordination', 'Report writing', 'Facilitation']],
  ]),
  404: titles([
    ['Volunteer Coordinator', 68_000, 80_000, ['Volunteer management', 'Rostering', 'Recruitment', 'Training delivery', 'Recognition programs', 'Record keeping']],
  ]),
  // Construction
  501: titles([
    ['Construction Project Manager', 150_000, 190_000, ['Project management', 'Contract administration', 'Budget control', 'Subcontractor management', 'Programming', 'Stakeholder management']],
    ['Contract Administrator', 100_000, 125_000, ['Contract administration', 'Variations', 'Progress claims', 'Procurement', 'Cost reporting', 'Subcontractor management']],
  ]),
  502: titles([
    ['Site Supervisor', 110_000, 135_000, ['Site supervision', 'WHS', 'Subcontractor coordination', 'Quality control', 'Programming', 'White Card']],
    ['Site Manager', 130_000, 160_000, ['Site management', 'WHS', 'Programming', 'Quality assurance', 'Subcontractor management', 'Client liaison']],
  ]),
  503: titles([
    ['Estimator', 110_000, 140_000, ['Estimating', 'Quantity take-off', 'Tendering', 'Cubit', 'Cost planning', 'Subcontractor pricing']],
  ]),
  504: titles([
    ['HSE Advisor', 105_000, 130_000, ['WHS', 'Incident investigation', 'Risk assessment', 'Safety audits', 'ISO 45001', 'Environmental management']],
    ['WHS Coordinator', 85_000, 100_000, ['WHS', 'Safety inductions', 'Risk assessment', 'Incident reporting', 'Toolbox talks', 'Injury management']],
  ]),
  505: titles([
    ['Excavator Operator', 80_000, 100_000, ['Excavator operation', 'Civil works', 'Trenching', 'Plant maintenance', 'GPS machine control', 'White Card']],
    ['Plant Operator', 75_000, 95_000, ['Plant operation', 'Loader operation', 'Pre-start checks', 'Civil works', 'Traffic management', 'White Card']],
  ]),
  // Education & Training
  601: titles([
    ['Primary School Teacher', 78_000, 115_000, ['Curriculum planning', 'Classroom management', 'Differentiated learning', 'Literacy', 'Numeracy', 'Parent communication']],
  ]),
  602: titles([
    ['Secondary Mathematics Teacher', 80_000, 118_000, ['Mathematics', 'Curriculum planning', 'Classroom management', 'Assessment', 'Differentiated learning', 'VCE']],
    ['Secondary English Teacher', 80_000, 118_000, ['English literature', 'Curriculum planning', 'Classroom management', 'Assessment', 'Literacy', 'Pastoral care']],
    ['Science Teacher', 80_000, 118_000, ['Science', 'Laboratory safety', 'Curriculum planning', 'Classroom management', 'Assessment', 'STEM']],
  ]),
  603: titles([
    ['Early Childhood Teacher', 75_000, 100_000, ['Early Years Learning Framework', 'Programming', 'Child development', 'Family partnerships', 'Documentation', 'First aid']],
    ['Early Childhood Educator', 55_000, 65_000, ['Early Years Learning Framework', 'Child development', 'Play-based learning', 'Child safety', 'Documentation', 'First aid']],
    ['Centre Director', 95_000, 115_000, ['Centre management', 'National Quality Standard', 'Team leadership', 'Budgeting', 'Family partnerships', 'Compliance']],
  ]),
  604: titles([
    ['Trainer and Assessor', 80_000, 100_000, ['TAE40122', 'Training delivery', 'Competency assessment', 'RTO compliance', 'Learning design', 'Facilitation']],
    ['Learning & Development Specialist', 100_000, 125_000, ['Learning design', 'Facilitation', 'Training needs analysis', 'LMS administration', 'Articulate 360', 'Stakeholder management']],
  ]),
  605: titles([
    ['Learning Support Officer', 55_000, 68_000, ['Learning support', 'Inclusive education', 'Behaviour support', 'Literacy', 'Numeracy', 'Student wellbeing']],
  ]),
  // Engineering
  701: titles([
    ['Civil Engineer', 95_000, 140_000, ['Civil design', '12d Model', 'AutoCAD', 'Stormwater design', 'Road design', 'Project delivery']],
    ['Structural Engineer', 100_000, 145_000, ['Structural design', 'Revit', 'Space Gass', 'Australian Standards', 'Concrete design', 'Steel design']],
  ]),
  702: titles([
    ['Electrical Engineer', 105_000, 150_000, ['Electrical design', 'High voltage', 'Protection systems', 'AutoCAD Electrical', 'AS/NZS 3000', 'Commissioning']],
  ]),
  703: titles([
    ['Mechanical Engineer', 100_000, 140_000, ['Mechanical design', 'SolidWorks', 'HVAC', 'Finite element analysis', 'Commissioning', 'Root cause analysis']],
  ]),
  704: titles([
    ['Maintenance Planner', 100_000, 125_000, ['Maintenance planning', 'SAP PM', 'Work order management', 'Shutdown planning', 'Scheduling', 'Reliability']],
    ['Reliability Engineer', 120_000, 155_000, ['Reliability engineering', 'Root cause analysis', 'Condition monitoring', 'FMECA', 'SAP PM', 'Asset management']],
    ['Maintenance Electrician', 90_000, 115_000, ['Electrical maintenance', 'Fault finding', 'PLC', 'Electrical licence', 'Preventive maintenance', '3-phase']],
  ]),
  705: titles([
    ['Project Engineer', 100_000, 135_000, ['Project engineering', 'Technical documentation', 'Scheduling', 'Quality assurance', 'Subcontractor management', 'Risk management']],
  ]),
  // Healthcare & Medical
  801: titles([
    ['Registered Nurse', 75_000, 105_000, ['Patient care', 'Medication administration', 'Clinical assessment', 'Wound care', 'Infection control', 'AHPRA registration', 'Electronic medical records']],
    ['Enrolled Nurse', 65_000, 80_000, ['Patient care', 'Medication administration', 'Vital signs monitoring', 'Wound care', 'Infection control', 'Care planning']],
    ['Clinical Nurse Specialist', 105_000, 125_000, ['Clinical leadership', 'Patient care', 'Clinical assessment', 'Education', 'Quality improvement', 'Medication administration']],
    ['Nurse Unit Manager', 130_000, 160_000, ['Nursing leadership', 'Rostering', 'Budget management', 'Clinical governance', 'Patient safety', 'Staff development']],
  ]),
  802: titles([
    ['Registered Nurse - Aged Care', 78_000, 100_000, ['Aged care', 'Medication administration', 'Dementia care', 'Care planning', 'Wound care', 'Aged Care Quality Standards']],
    ['Clinical Care Coordinator', 100_000, 120_000, ['Clinical leadership', 'Care planning', 'Aged Care Quality Standards', 'Clinical governance', 'Team leadership', 'Dementia care']],
  ]),
  803: titles([
    ['Physiotherapist', 80_000, 110_000, ['Musculoskeletal assessment', 'Rehabilitation', 'Exercise prescription', 'Manual therapy', 'Patient education', 'Clinical notes']],
    ['Occupational Therapist', 80_000, 110_000, ['Functional assessment', 'NDIS', 'Home modifications', 'Rehabilitation', 'Report writing', 'Assistive technology']],
  ]),
  804: titles([
    ['Pharmacist', 85_000, 110_000, ['Dispensing', 'Clinical pharmacy', 'Medication review', 'Vaccinations', 'Patient counselling', 'PBS']],
    ['Pharmacy Assistant', 55_000, 62_000, ['Customer service', 'Dispensary assistance', 'Stock control', 'Point of sale', 'Product knowledge', 'Privacy']],
  ]),
  805: titles([
    ['Medical Receptionist', 58_000, 68_000, ['Patient bookings', 'Medicare billing', 'Best Practice', 'Reception', 'Customer service', 'Privacy']],
    ['Ward Clerk', 58_000, 66_000, ['Patient administration', 'Admissions', 'Medical records', 'Data entry', 'Customer service', 'Privacy']],
  ]),
  806: titles([
    ['Psychologist', 100_000, 135_000, ['Psychological assessment', 'CBT', 'Case formulation', 'Report writing', 'AHPRA registration', 'Crisis intervention']],
    ['Social Worker', 85_000, 105_000, ['Case management', 'Psychosocial assessment', 'Discharge planning', 'Family meetings', 'Advocacy', 'Trauma-informed practice']],
  ]),
  // Hospitality & Tourism
  901: titles([
    ['Chef de Partie', 65_000, 75_000, ['Food preparation', 'Menu execution', 'Food safety', 'Kitchen hygiene', 'Stock rotation', 'Teamwork']],
    ['Sous Chef', 75_000, 88_000, ['Kitchen management', 'Menu development', 'Food safety', 'Rostering', 'Stock control', 'Team leadership']],
    ['Head Chef', 90_000, 110_000, ['Menu development', 'Kitchen management', 'Food cost control', 'Food safety', 'Supplier management', 'Team leadership']],
    ['Cook', 58_000, 66_000, ['Food preparation', 'Food safety', 'Kitchen hygiene', 'Stock rotation', 'Batch cooking', 'Teamwork']],
  ]),
  902: titles([
    ['Front Office Agent', 58_000, 64_000, ['Guest check-in', 'Opera PMS', 'Reservations', 'Customer service', 'Cash handling', 'Complaint resolution']],
    ['Night Auditor', 60_000, 68_000, ['Night audit', 'Opera PMS', 'Reconciliations', 'Guest check-in', 'Reporting', 'Customer service']],
  ]),
  903: titles([
    ['Food & Beverage Attendant', 55_000, 60_000, ['Table service', 'RSA', 'Point of sale', 'Customer service', 'Wine knowledge', 'Teamwork']],
    ['Bartender', 56_000, 62_000, ['Cocktail making', 'RSA', 'Point of sale', 'Customer service', 'Stock control', 'Cash handling']],
    ['Barista', 55_000, 60_000, ['Coffee making', 'Customer service', 'Point of sale', 'Food safety', 'Milk texturing', 'Teamwork']],
  ]),
  904: titles([
    ['Room Attendant', 55_000, 60_000, ['Housekeeping', 'Attention to detail', 'Time management', 'Chemical handling', 'Teamwork', 'Guest service']],
    ['Housekeeping Supervisor', 62_000, 70_000, ['Housekeeping', 'Team leadership', 'Quality inspections', 'Rostering', 'Stock control', 'Guest service']],
  ]),
  905: titles([
    ['Restaurant Manager', 75_000, 90_000, ['Restaurant operations', 'Team leadership', 'Rostering', 'RSA', 'Cost control', 'Guest experience']],
    ['Duty Manager', 65_000, 75_000, ['Venue operations', 'RSA', 'RCG', 'Team leadership', 'Cash handling', 'Incident management']],
  ]),
  906: titles([
    ['Tour Guide', 55_000, 65_000, ['Tour guiding', 'Public speaking', 'First aid', 'Local knowledge', 'Customer service', 'Driver licence']],
    ['Reservations Consultant', 58_000, 66_000, ['Reservations', 'Customer service', 'Sales', 'Booking systems', 'Upselling', 'Phone etiquette']],
  ]),
  // Information & Communication Technology
  1001: titles([
    ['React Developer', 115_000, 160_000, ['React', 'TypeScript', 'JavaScript', 'CSS', 'REST APIs', 'Jest', 'Accessibility']],
    ['Full Stack Developer', 115_000, 165_000, ['TypeScript', 'Node.js', 'React', 'PostgreSQL', 'REST APIs', 'AWS', 'Docker']],
    ['Senior Software Engineer', 150_000, 200_000, ['TypeScript', 'Node.js', 'System design', 'AWS', 'PostgreSQL', 'Code review', 'Mentoring']],
    ['Java Developer', 115_000, 160_000, ['Java', 'Spring Boot', 'Microservices', 'SQL', 'Kafka', 'REST APIs', 'Docker']],
    ['.NET Developer', 110_000, 155_000, ['C#', '.NET', 'ASP.NET Core', 'SQL Server', 'Azure', 'REST APIs', 'Entity Framework']],
    ['Data Engineer', 125_000, 175_000, ['Python', 'SQL', 'dbt', 'Apache Spark', 'Airflow', 'Data modelling', 'AWS']],
    ['Mobile Developer', 115_000, 160_000, ['React Native', 'TypeScript', 'iOS', 'Android', 'REST APIs', 'App Store deployment']],
  ]),
  1002: titles([
    ['Business Analyst', 105_000, 140_000, ['Requirements gathering', 'Process mapping', 'Stakeholder management', 'User stories', 'Jira', 'Agile', 'SQL']],
    ['Systems Analyst', 105_000, 135_000, ['Systems analysis', 'Integration', 'SQL', 'Solution design', 'Documentation', 'Agile']],
    ['Product Owner', 130_000, 170_000, ['Product backlog', 'Agile', 'Stakeholder management', 'User stories', 'Roadmapping', 'Jira']],
  ]),
  1003: titles([
    ['IT Support Officer', 65_000, 80_000, ['Desktop support', 'Windows 11', 'Microsoft 365', 'Active Directory', 'Troubleshooting', 'ServiceNow']],
    ['Service Desk Analyst', 62_000, 75_000, ['Service desk', 'ITIL', 'Troubleshooting', 'Microsoft 365', 'Customer service', 'ServiceNow']],
  ]),
  1004: titles([
    ['Cyber Security Analyst', 110_000, 150_000, ['Security monitoring', 'SIEM', 'Incident response', 'Threat intelligence', 'Splunk', 'Vulnerability management']],
    ['Security Engineer', 140_000, 185_000, ['Cloud security', 'AWS', 'Identity and access management', 'Terraform', 'Threat modelling', 'Zero trust']],
    ['Penetration Tester', 120_000, 165_000, ['Penetration testing', 'Burp Suite', 'Web application security', 'OSCP', 'Network security', 'Report writing']],
  ]),
  1005: titles([
    ['Network Engineer', 105_000, 140_000, ['Cisco', 'Routing and switching', 'Firewalls', 'SD-WAN', 'Network security', 'CCNP']],
    ['Systems Administrator', 95_000, 125_000, ['Windows Server', 'Linux', 'VMware', 'Microsoft 365', 'Backup and recovery', 'PowerShell']],
    ['DevOps Engineer', 130_000, 175_000, ['AWS', 'Kubernetes', 'Terraform', 'CI/CD', 'Docker', 'Linux', 'Observability']],
    ['Cloud Engineer', 130_000, 170_000, ['Azure', 'AWS', 'Terraform', 'Networking', 'Cloud migration', 'PowerShell']],
  ]),
  1006: titles([
    ['Test Analyst', 95_000, 125_000, ['Manual testing', 'Test planning', 'Defect management', 'Jira', 'Regression testing', 'Agile']],
    ['QA Automation Engineer', 115_000, 150_000, ['Test automation', 'Playwright', 'Cypress', 'TypeScript', 'CI/CD', 'API testing']],
  ]),
  // Manufacturing, Transport & Logistics
  1101: titles([
    ['Warehouse Storeperson', 58_000, 68_000, ['Pick and pack', 'RF scanning', 'Stock control', 'Forklift licence', 'Manual handling', 'Dispatch']],
    ['Forklift Operator', 60_000, 72_000, ['Forklift licence', 'Reach truck', 'Loading and unloading', 'RF scanning', 'Stock rotation', 'Safety awareness']],
    ['Warehouse Team Leader', 75_000, 90_000, ['Team leadership', 'Warehouse operations', 'WMS', 'KPI reporting', 'Safety awareness', 'Rostering']],
  ]),
  1102: titles([
    ['Truck Driver (HR)', 70_000, 85_000, ['HR licence', 'Load restraint', 'Fatigue management', 'Customer service', 'Pre-start checks', 'Route planning']],
    ['Heavy Combination Driver', 80_000, 100_000, ['HC licence', 'Load restraint', 'Fatigue management', 'Interstate driving', 'Pre-start checks', 'Chain of Responsibility']],
    ['Delivery Driver', 58_000, 68_000, ['MR licence', 'Customer service', 'Route planning', 'Manual handling', 'Proof of delivery', 'Time management']],
  ]),
  1103: titles([
    ['Supply Chain Planner', 90_000, 115_000, ['Demand planning', 'Supply planning', 'SAP', 'Excel', 'Inventory optimisation', 'S&OP']],
    ['Inventory Controller', 70_000, 85_000, ['Inventory control', 'Stocktakes', 'WMS', 'Excel', 'Reconciliations', 'Root cause analysis']],
    ['Logistics Coordinator', 70_000, 85_000, ['Freight coordination', 'Customer service', 'Carrier management', 'Scheduling', 'Excel', 'Import/export documentation']],
  ]),
  1104: titles([
    ['Production Operator', 58_000, 70_000, ['Machine operation', 'GMP', 'Quality checks', 'Food safety', 'Line changeovers', 'Lean manufacturing']],
    ['Machine Operator', 60_000, 72_000, ['Machine operation', 'Setups and changeovers', 'Quality checks', 'Preventive maintenance', 'Lean manufacturing', 'Safety awareness']],
  ]),
  1105: titles([
    ['Quality Assurance Officer', 75_000, 92_000, ['Quality assurance', 'HACCP', 'Internal audits', 'GMP', 'Non-conformance', 'SQF']],
  ]),
  1106: titles([
    ['Train Driver', 90_000, 115_000, ['Train operation', 'Safeworking', 'Rail safety', 'Route knowledge', 'Fatigue management', 'Communication']],
    ['Rail Operations Controller', 100_000, 125_000, ['Network control', 'Safeworking', 'Incident management', 'Rail safety', 'Communication', 'Shift work']],
  ]),
  // Mining, Resources & Energy
  1201: titles([
    ['Haul Truck Operator', 110_000, 140_000, ['Haul truck operation', 'Mine site safety', 'Pre-start checks', 'FIFO', 'Open-cut mining', 'Standard 11']],
    ['Mine Supervisor', 150_000, 190_000, ['Mine operations', 'Team leadership', 'Mine site safety', 'Production planning', 'Open-cut mining', 'Statutory appointments']],
  ]),
  1202: titles([
    ['Heavy Diesel Fitter', 130_000, 165_000, ['Heavy diesel', 'Fault finding', 'Hydraulics', 'Preventive maintenance', 'Caterpillar', 'FIFO']],
    ['Mining Engineer', 140_000, 190_000, ['Mine planning', 'Deswik', 'Drill and blast', 'Geotechnical', 'Scheduling', 'Reconciliation']],
  ]),
  1203: titles([
    ['Line Mechanic', 95_000, 120_000, ['Overhead lines', 'Live line work', 'Electrical safety', 'EWP operation', 'Fault response', 'Switching']],
    ['Power Systems Engineer', 120_000, 160_000, ['Power systems', 'PSS/E', 'Protection systems', 'Grid connection', 'Load flow studies', 'High voltage']],
    ['Field Service Technician', 80_000, 100_000, ['Field service', 'Fault finding', 'Electrical safety', 'Metering', 'Customer service', 'Driver licence']],
  ]),
  1204: titles([
    ['Environmental Advisor', 95_000, 125_000, ['Environmental compliance', 'Environmental monitoring', 'Approvals', 'Rehabilitation', 'Reporting', 'Stakeholder engagement']],
    ['Sustainability Analyst', 95_000, 120_000, ['Sustainability reporting', 'Carbon accounting', 'ESG', 'Data analysis', 'Stakeholder engagement', 'Excel']],
  ]),
  // Retail & Consumer Products
  1301: titles([
    ['Retail Assistant', 52_000, 58_000, ['Customer service', 'Point of sale', 'Visual merchandising', 'Stock replenishment', 'Cash handling', 'Product knowledge']],
    ['Customer Service Team Member', 52_000, 58_000, ['Customer service', 'Point of sale', 'Click and collect', 'Returns', 'Cash handling', 'Teamwork']],
  ]),
  1302: titles([
    ['Store Manager', 80_000, 100_000, ['Store operations', 'Team leadership', 'Sales targets', 'Rostering', 'Stock control', 'Customer experience']],
    ['Assistant Store Manager', 65_000, 75_000, ['Store operations', 'Team leadership', 'Rostering', 'Cash handling', 'Visual merchandising', 'Customer experience']],
  ]),
  1303: titles([
    ['Visual Merchandiser', 60_000, 72_000, ['Visual merchandising', 'Planograms', 'Window displays', 'Trend awareness', 'Stock presentation', 'Brand standards']],
  ]),
  1304: titles([
    ['Buyer', 95_000, 125_000, ['Range planning', 'Supplier negotiation', 'Trend analysis', 'Margin management', 'Open-to-buy', 'Excel']],
    ['Assistant Buyer', 70_000, 85_000, ['Range planning', 'Supplier liaison', 'Purchase orders', 'Sales analysis', 'Excel', 'Sample management']],
  ]),
};
