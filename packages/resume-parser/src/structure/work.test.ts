import { describe, expect, it } from 'vitest';
import { ocrCapitalised, withoutRunOnBullet, withoutStrayQuote } from './role-segments';
import type { Sources } from './sources';
import { toLines } from './test-support';
import { reportedRoles, structureWork } from './work';

const work = (text: string) => {
  const sources: Sources = {};
  return { roles: structureWork(toLines(text), sources), sources };
};

describe('work', () => {
  it('reads roles written on one line each, with bullets as highlights', () => {
    const { roles, sources } = work(`Senior Nurse, St Vincent's Hospital | Mar 2019 – Present
      • Lead a team of 8 RNs on a 30-bed surgical ward
      • Reduced falls by 20% through a new rounding roster
      Registered Nurse, Royal Prince Alfred Hospital | Feb 2015 – Feb 2019
      • Cared for post-operative cardiac patients`);
    expect(roles).toEqual([
      {
        position: 'Senior Nurse',
        occupationId: 'registered-nurse',
        name: "St Vincent's Hospital",
        startDate: '2019-03',
        current: true,
        highlights: [
          'Lead a team of 8 RNs on a 30-bed surgical ward',
          'Reduced falls by 20% through a new rounding roster',
        ],
      },
      {
        position: 'Registered Nurse',
        occupationId: 'registered-nurse',
        name: 'Royal Prince Alfred Hospital',
        startDate: '2015-02',
        endDate: '2019-02',
        highlights: ['Cared for post-operative cardiac patients'],
      },
    ]);
    expect(sources['work[1].endDate']).toBe(
      'Registered Nurse, Royal Prince Alfred Hospital | Feb 2015 – Feb 2019',
    );
    expect(sources['work[0].highlights[1]']).toBe(
      '• Reduced falls by 20% through a new rounding roster',
    );
  });

  it('reads a title and employer on lines of their own above the dates', () => {
    const { roles } = work(`**Store Manager**
      Woolworths — Bondi Junction NSW
      Jan 2018 – Current
      - Managed a team of 45 across fresh and grocery
      - Cut shrinkage by 1.2%
      **Department Manager**
      Woolworths — Randwick NSW
      2014 - 2017
      Ran the night fill team and rosters.`);
    expect(roles).toEqual([
      {
        position: 'Store Manager',
        occupationId: 'retail-manager-general',
        name: 'Woolworths',
        location: 'Bondi Junction NSW',
        startDate: '2018-01',
        current: true,
        highlights: ['Managed a team of 45 across fresh and grocery', 'Cut shrinkage by 1.2%'],
      },
      expect.objectContaining({
        position: 'Department Manager',
        name: 'Woolworths',
        location: 'Randwick NSW',
        startDate: '2014',
        endDate: '2017',
        summary: 'Ran the night fill team and rosters.',
      }),
    ]);
  });

  it('reads the dates first with the title and employer after them', () => {
    const { roles } = work(`Feb 2020 – Present
      Dump Truck Operator
      BHP Iron Ore, Newman WA
      • Operated CAT 793 haul trucks on a 2:1 FIFO roster
      2016 – 2020
      Plant Operator
      Thiess Pty Ltd
      • Excavator and loader operation in a coal mine`);
    expect(
      roles.map((r) => [r.position, r.name, r.location, r.startDate, r.endDate, r.current]),
    ).toEqual([
      ['Dump Truck Operator', 'BHP Iron Ore', 'Newman WA', '2020-02', undefined, true],
      ['Plant Operator', 'Thiess Pty Ltd', undefined, '2016', '2020', undefined],
    ]);
  });

  it('reads table rows of dates, employer and position', () => {
    const { roles } = work(`Dates\tEmployer\tPosition
      2019 – 2021\tWoolworths\tStore Manager
      2016 – 2019\tALDI Stores\tStore Assistant`);
    expect(roles.map((r) => [r.startDate, r.endDate, r.name, r.position])).toEqual([
      ['2019', '2021', 'Woolworths', 'Store Manager'],
      ['2016', '2019', 'ALDI Stores', 'Store Assistant'],
    ]);
  });

  it('reads "Barista at Bean There Cafe" and wrapped bullets', () => {
    const { roles } = work(`Barista at Bean There Cafe (Casual)    Since 2021
      • Made 300+ coffees a shift and trained new
      baristas on the La Marzocco machine`);
    expect(roles).toEqual([
      {
        position: 'Barista',
        occupationId: 'barista',
        name: 'Bean There Cafe',
        startDate: '2021',
        current: true,
        highlights: [
          'Made 300+ coffees a shift and trained new baristas on the La Marzocco machine',
        ],
      },
    ]);
  });

  it('reads roles of a trade with the employer first and dates in words', () => {
    const { roles } = work(`Sparks & Co Electrical Pty Ltd — Electrician
      March 2017 to June 2023
      • Installed switchboards in new homes
      Jim's Electrical - 1st Year Apprentice Electrician
      Jan. 2013 until Feb. 2017`);
    expect(roles.map((r) => [r.name, r.position, r.startDate, r.endDate])).toEqual([
      ['Sparks & Co Electrical Pty Ltd', 'Electrician', '2017-03', '2023-06'],
      ["Jim's Electrical", '1st Year Apprentice Electrician', '2013-01', '2017-02'],
    ]);
  });

  it('does not start a role at a dated line of a role', () => {
    const { roles } = work(`Accountant, PwC Australia, 2015 – 2022
      Promoted to Senior Accountant in 2019
      • Prepared year-end financial statements`);
    expect(roles).toHaveLength(1);
    expect(roles[0]?.summary).toBe('Promoted to Senior Accountant in 2019');
  });

  it('leaves a part it cannot tell empty', () => {
    const { roles } = work(`Acme | Globex | 2019 - 2020`);
    expect(roles).toEqual([{ startDate: '2019', endDate: '2020' }]);
  });
});

describe('work, laid out as in a PDF', () => {
  it('reads the employer and dates in two columns with the title under them', () => {
    const { roles } = work(`Epworth HealthCare, Richmond VIC      2017 – 2020
      Registered Nurse
      • Managed a caseload of 6 patients in orthopaedics
      Bupa Aged Care      03/2014 - 11/2016
      Assistant in Nursing
      • Personal care for 12 residents`);
    expect(roles.map((r) => [r.name, r.location, r.position, r.startDate, r.endDate])).toEqual([
      ['Epworth HealthCare', 'Richmond VIC', 'Registered Nurse', '2017', '2020'],
      ['Bupa Aged Care', undefined, 'Assistant in Nursing', '2014-03', '2016-11'],
    ]);
  });

  it('starts roles at bold title lines when no role has dates', () => {
    const { roles } = work(`**Kitchen Hand – The Coffee Club**
      • Washed dishes and prepped salads
      **Crew Member – McDonald's Australia**
      • Served customers at the front counter`);
    expect(roles.map((r) => [r.position, r.name, r.highlights])).toEqual([
      ['Kitchen Hand', 'The Coffee Club', ['Washed dishes and prepped salads']],
      ['Crew Member', "McDonald's Australia", ['Served customers at the front counter']],
    ]);
  });

  it('reads a mining role with a site and a FIFO roster', () => {
    const { roles } = work(`Haul Truck Operator (FIFO)
      Fortescue Metals Group — Cloudbreak, Pilbara WA
      Sept 2019 – Present
      • Operated Komatsu 930E trucks on an 8/6 roster`);
    expect(roles[0]).toMatchObject({
      position: 'Haul Truck Operator',
      name: 'Fortescue Metals Group',
      location: 'Cloudbreak, Pilbara WA',
      startDate: '2019-09',
      current: true,
    });
  });
});

describe('work, read by OCR', () => {
  it("reads a title whose first letter OCR set in lower case ('shift Supervisor') as capitalised", () => {
    const lines = toLines(`shift Supervisor — Thiess, Lower Hutt
      October 2022 to Ongoing
      • Ran excavators and dozers on the waste dump`).map((l) => ({ ...l, ocr: true as const }));
    expect(structureWork(lines, {})[0]).toMatchObject({
      position: 'Shift Supervisor',
      name: 'Thiess',
      startDate: '2022-10',
      current: true,
    });
    // Only a letter of one shape in both cases: "the" stays a sentence's word.
    expect(ocrCapitalised('shift Supervisor')).toBe('Shift Supervisor');
    expect(ocrCapitalised('the Coffee Club')).toBe('the Coffee Club');
    expect(ocrCapitalised('sales assistant')).toBe('sales assistant');
  });
});

describe('work, a bullet run on to its role (OCR)', () => {
  it("ends a table's role cell at its title when a bullet whose mark OCR lost runs on", () => {
    const lines = toLines(
      'Oct. 2018 to Mar. 2023\tPrincess Alexandra Hospital\tRegistered Nurse Triaged patients in a 40-bed emergency',
    ).map((l) => ({ ...l, ocr: true as const }));
    expect(structureWork(lines, {})[0]).toMatchObject({
      name: 'Princess Alexandra Hospital',
      position: 'Registered Nurse',
      startDate: '2018-10',
    });
    expect(withoutRunOnBullet('Store Manager\tWoolworths')).toBe('Store Manager\tWoolworths');
  });
});

describe('work, headings in more forms', () => {
  it('reads a title that starts with a letter grade, and an employer after a dash', () => {
    const { roles } = work(`A-Grade Fitter — Ironbark Engineering, Gladstone QLD
      Mar. 2019 to Jun. 2022
      - Rebuilt gearboxes and pumps on the shutdown crew`);
    expect(roles).toMatchObject([
      {
        position: 'A-Grade Fitter',
        name: 'Ironbark Engineering',
        location: 'Gladstone QLD',
        startDate: '2019-03',
        endDate: '2022-06',
      },
    ]);
  });

  it('reads an employer whose name starts with "The", and no sentence as a title', () => {
    const { roles } = work(`Apr 2018 – Jan 2021
      The Daily Grind Espresso
      Barista
      - Made coffee for the morning rush
      The role was busy but rewarding`);
    expect(roles).toMatchObject([
      {
        name: 'The Daily Grind Espresso',
        position: 'Barista',
        startDate: '2018-04',
        endDate: '2021-01',
        summary: 'The role was busy but rewarding',
      },
    ]);
  });

  it('reads table cells one a line: dates, employer, its town, then the position', () => {
    const { roles } = work(`Jul 2019 – Jun 2021
      Harbourside Logistics
      Ballarat
      Forklift Driver
      - Loaded B-doubles to the schedule
      Feb 2016 – Jun 2019
      Quillby
      Dubbo
      Storeperson
      - Picked and packed orders`);
    expect(roles).toMatchObject([
      {
        name: 'Harbourside Logistics',
        location: 'Ballarat',
        position: 'Forklift Driver',
        highlights: ['Loaded B-doubles to the schedule'],
      },
      { name: 'Quillby', location: 'Dubbo', position: 'Storeperson' },
    ]);
  });
});

describe('work, no role of dates alone', () => {
  it('makes no role of a date range with nothing of a role around it', () => {
    const { roles } = work(`Barista — Quillby, Dubbo NSW
      Mar 2019 – Jun 2022
      - Opened the shop at 6 am
      2016 – 2018`);
    expect(roles).toMatchObject([{ position: 'Barista', name: 'Quillby', startDate: '2019-03' }]);
    expect(roles).toHaveLength(1);
  });

  it('makes no role of time away from work', () => {
    const { roles } = work(`Kitchen Hand — Quillby
      2019 – 2021
      - Prepped vegetables for a 60-seat bistro
      Parental leave, 2021 – 2022
      - Looked after our first child
      Gap year — travelling overseas
      Feb 2018 – Jan 2019`);
    expect(roles).toMatchObject([{ position: 'Kitchen Hand', name: 'Quillby' }]);
    expect(roles).toHaveLength(1);
  });
});

describe('work, without bullets', () => {
  it('reads lines that each start a sentence as highlights, and wrapped lines as one', () => {
    const { roles } = work(`Personal Care Worker
      Regis Aged Care, Ballarat VIC
      06/2018 – 02/2020
      Assisted residents with showering, dressing and meals across two
      wings of a 90-bed home
      Documented care notes in iCare`);
    expect(roles[0]?.highlights).toEqual([
      'Assisted residents with showering, dressing and meals across two wings of a 90-bed home',
      'Documented care notes in iCare',
    ]);
  });

  it('reads one paragraph as the summary', () => {
    const { roles } = work(`Retail Assistant, JB Hi-Fi, 2019 – 2021
      Sold phones and laptops and handled lay-bys.`);
    expect(roles[0]?.summary).toBe('Sold phones and laptops and handled lay-bys.');
  });
});

describe('work, a speck OCR read as a quote mark', () => {
  it("reads a role's heading and dates without an opening quote nothing closes", () => {
    const lines = toLines(`Pipelayer — Acciona
      July 2023 to Sept. 2025
      • Laid stormwater and sewer pipe to grade
      “Traffic Controller — CPB Contractors, Fortitude Valley QLD
      ‘July 2020 to June 2023
      • Set up site amenities and fencing`).map((l) => ({ ...l, ocr: true as const }));
    expect(structureWork(lines, {})[1]).toMatchObject({
      position: 'Traffic Controller',
      name: 'CPB Contractors',
      startDate: '2020-07',
      endDate: '2023-06',
    });
    expect(withoutStrayQuote('“Best Café” Award')).toBe('“Best Café” Award');
    expect(withoutStrayQuote('‘St Mary’s College')).toBe('St Mary’s College');
  });
});

describe('the roles a resume reports', () => {
  it('leaves out a dated block whose heading tells neither employer nor position', () => {
    const sources: Sources = {};
    const lines = toLines(`Chefde Partie Jan 2021 - May 2024
      • Ran the grill section on services of up to 250 covers
      Commis Chef, The Star Sydney, Sep 2018 - Dec 2020
      • Prepared banquets for weddings of up to 300 guests`);
    // structureWork keeps the block (it still tells a section of roles by its content) ...
    expect(structureWork(lines, {})[0]).not.toHaveProperty('position');
    // ... the resume reports only the role it could tell, its sources renumbered with it.
    const roles = reportedRoles(lines, sources);
    expect(roles).toEqual([
      expect.objectContaining({ position: 'Commis Chef', name: 'The Star Sydney' }),
    ]);
    expect(sources['work[0].position']).toBe('Commis Chef, The Star Sydney, Sep 2018 - Dec 2020');
    expect(sources['work[1].position']).toBeUndefined();
  });
});
