// Resumes written for the tests, one per industry, as a reader would give them.

export const NURSE = `!Dr. Priya Raghavan
Registered Nurse
Parramatta NSW 2150 | 0412 345 678 | priya.raghavan@gmail.com
linkedin.com/in/priya-raghavan
**PROFESSIONAL SUMMARY**
Registered Nurse with 9 years in acute surgical and cardiac wards. Calm under pressure and
committed to patient-centred care.
**Professional Experience**
Senior Nurse, St Vincent's Hospital | Mar 2019 – Present
• Lead a team of 8 RNs on a 30-bed surgical ward
• Medication administration and wound care for post-operative patients
Registered Nurse, Royal Prince Alfred Hospital | Feb 2015 – Feb 2019
• Cared for cardiac patients, including telemetry monitoring
**Education**
Bachelor of Nursing, University of Technology Sydney, 2011 – 2014
**Licences & Certifications**
AHPRA registration
Advanced Life Support Level 1
Working with Children Check
**Key Skills**
Wound care, Medication administration, Patient assessment, Triage, Epic (EMR)
**Languages**
English (native), Tamil (fluent)
**Referees**
Jane Citizen, Nurse Unit Manager, 0498 765 432, jane.citizen@svha.org.au`;

export const TRUCK_DRIVER = `MARY-JANE O'CONNOR
HR Truck Driver
Mob: 0423 111 222
Email: mj.oconnor@outlook.com
Toowoomba, QLD 4350
ABN 51 824 753 556
Current driver licence (C) and HR licence, clean record
WORK HISTORY
Jan 2018 - Current
Heavy Rigid Driver
Linfox Pty Ltd, Brisbane QLD
- Delivered refrigerated freight to 20+ supermarkets a day
- Completed daily pre-start checks and logbooks
2012 – 2017
Forklift Operator
Toll Group
- Loaded and unloaded trucks with a counterbalance forklift
TICKETS
Forklift licence (LF)
White Card
First Aid (HLTAID011)`;

export const CHEF = `Aroha Te Rangi
Sous Chef
Wellington, New Zealand  •  +64 21 234 5678  •  aroha.terangi@xtra.co.nz
About me
Passionate chef with ten years in busy a la carte kitchens across Wellington and Sydney.
Where I've worked
Sous Chef at Logan Brown Restaurant    2020 – now
• Ran the pass for 180 covers a night
• Wrote seasonal menus and costed every dish
Chef de Partie at The Grounds of Alexandria    Summer 2016 – 2019
• Managed the grill section and ordering
Study
Certificate IV in Commercial Cookery — Wellington Institute of Technology, 2014
What I bring
Menu costing | Food safety | Stock control | Team leadership
Languages spoken
Te Reo Māori – conversational, English – native`;

export const SOFTWARE = `Nguyen Thi Mai
Senior Software Engineer
Melbourne VIC | mai.nguyen@protonmail.com | +61 400 123 456
github.com/nguyenmai | https://mai.dev
Experience
Senior Software Engineer — Atlassian
Feb. 2020 to Nov. 2022
- Built a React and TypeScript design system used by 40 teams
- Cut API latency by 30% with PostgreSQL query tuning
Software Developer — Xero Limited
2016–2020
- Developed payroll features in C# and .NET
Technical Skills
Languages: TypeScript, JavaScript, Python, SQL
Tools: Docker, Kubernetes, AWS, Git
Education
Bachelor of Computer Science, Monash University, 2012 - 2015`;

export const RETAIL_TABLE = `Tom Baker
0412 987 654 | tom.baker@bigpond.com
Career history
Dates\tEmployer\tPosition
2019 – 2021\tWoolworths\tStore Manager
2016 – 2019\tALDI Stores\tStore Assistant
Skills
Customer service, Cash handling, Rostering, Stock control`;

export const TEACHER = `Ms. Fatima Al-Hassan
Secondary Teacher (Mathematics)
Adelaide, SA 5000
fatima.alhassan@education.sa.gov.au · 0433 222 111
Profile
Secondary mathematics teacher with six years in public schools. Fluent in Arabic and English.
Employment
Department for Education — Adelaide High School
Mathematics Teacher
2018 – Present
• Taught Years 7–12 mathematics including SACE Stage 2 Specialist Maths
Education & Training
Master of Teaching (Secondary), University of Adelaide, 2017
Bachelor of Science, Flinders University, 2012 – 2015`;

export const ACCOUNTANT = `JAMES MCDONALD CPA
Senior Accountant
Perth WA | 0400 555 666 | james.mcdonald@iinet.net.au
Career Summary
CPA-qualified accountant with experience in month-end close, BAS and payroll.
Employment History
Senior Accountant, BDO Australia (Mar 2019 – Present)
• Prepared monthly management reports and BAS lodgements in Xero and MYOB
• Reconciled accounts payable and accounts receivable ledgers
Accountant, Rio Tinto (Jul 2015 – Feb 2019)
Certifications
CPA Australia (2018)
Skills
Xero ████░, MYOB ███░░, Excel (advanced), Financial reporting`;

export const SPARSE = `Jack Wilson
0499 876 543
Looking for labouring work. Hard worker, own car and tools.`;

export const INVOICE = `Acme Plumbing Pty Ltd
ABN 51 824 753 556
TAX INVOICE
Invoice No. 10234
Bill To: Sarah Jones, 12 Smith St, Parramatta NSW 2150
Date: 14/03/2024
Description Qty Unit Price Amount
Hot water system replacement 1 $1,850.00 $1,850.00
Subtotal $1,850.00
GST $185.00
Total Due $2,035.00
Payment terms: 14 days. accounts@acmeplumbing.com.au | 02 9876 5432`;

export const LETTER = `12 March 2024
Dear Hiring Manager,
I am writing to apply for the Warehouse Supervisor role advertised on SEEK. I have many years
in logistics and believe I would be a great fit for your team.
Please find my resume attached. I can be reached on 0412 345 678.
Yours sincerely,
Peter Brown`;

export const THESIS = `The Effect of Shift Work on Sleep Quality in Emergency Nurses
A thesis submitted in partial fulfilment of the requirements for the degree of Master of Nursing
Abstract
This study examines the relationship between rotating rosters and sleep quality in 2016 - 2018.
Chapter 1 Introduction
Shift work is common in emergency departments. Prior research (Smith, 2015) suggests...
References
Smith, J. (2015). Sleep and nursing. Journal of Nursing, 12(3), 45-67.`;
