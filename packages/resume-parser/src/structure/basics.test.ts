import { describe, expect, it } from 'vitest';
import { structureBasics } from './basics';
import { splitSections } from './sections';
import type { Sources } from './sources';
import { toLines } from './test-support';

const basics = (text: string) => {
  const sources: Sources = {};
  return {
    basics: structureBasics(splitSections(toLines(text, { fontSize: 11 })), sources),
    sources,
  };
};

describe('basics', () => {
  it('reads a name in capitals and a title on the same line', () => {
    const { basics: b, sources } = basics(`JOHN SMITH | Qualified Carpenter
      0400 111 333 · john.smith@gmail.com`);
    expect(b).toMatchObject({
      name: 'John Smith',
      label: 'Qualified Carpenter',
      occupationId: 'carpenter',
      phone: '0400 111 333',
    });
    expect(sources['basics.label']).toBe('JOHN SMITH | Qualified Carpenter');
  });

  it('reads a name and a title parted by a dash', () => {
    const { basics: b } = basics(`Sarah O'Brien – Registered Midwife
      Hobart TAS 7000 • 0418 222 999 • sobrien@me.com`);
    expect(b).toMatchObject({
      name: "Sarah O'Brien",
      label: 'Registered Midwife',
      occupationId: 'midwife',
    });
  });

  it('reads labelled contact lines and an address', () => {
    const { basics: b } = basics(`Name: Sarah Lee
      Phone: 0400 000 001
      Email: sarah.lee@yahoo.com.au
      Address: 5 Pall Mall, Bendigo VIC 3550`);
    expect(b).toEqual({
      name: 'Sarah Lee',
      phone: '0400 000 001',
      email: 'sarah.lee@yahoo.com.au',
      location: {
        address: '5 Pall Mall, Bendigo VIC 3550',
        city: 'Bendigo',
        region: 'VIC',
        postalCode: '3550',
        countryCode: 'AU',
      },
    });
  });

  it('knows a bare town from the gazetteer and does not take it for a name', () => {
    const { basics: b } = basics(`Alice Springs
      !Sam Taylor
      Diesel Fitter
      0455 123 456`);
    expect(b).toMatchObject({
      name: 'Sam Taylor',
      label: 'Diesel Fitter',
      location: { city: 'Alice Springs', countryCode: 'AU' },
    });
  });

  it('takes no ABN as a phone, and finds the phone in a contact section further down', () => {
    const { basics: b } = basics(`Ben Carter
      Carpentry contractor, ABN 12 345 678 901
      **Contact**
      0411 222 333
      **Work history**
      Carpenter, Carter Carpentry 2015 – Present`);
    expect(b.phone).toBe('0411 222 333');
  });

  it("never takes a referee's contacts as the talent's", () => {
    const { basics: b } = basics(`Chloe Martin
      **Referees**
      Bob Jones, Manager, 0400 999 888, bob@coles.com.au`);
    expect(b.email).toBeUndefined();
    expect(b.phone).toBeUndefined();
  });

  it('passes over a document title for the name, and takes a paragraph under it as the summary', () => {
    const { basics: b } = basics(`Curriculum Vitae
      !Liam Chen
      Warehouse Supervisor
      Reliable warehouse supervisor with eight years in cold-chain distribution centres and a strong safety record.`);
    expect(b).toMatchObject({
      name: 'Liam Chen',
      label: 'Warehouse Supervisor',
      summary:
        'Reliable warehouse supervisor with eight years in cold-chain distribution centres and a strong safety record.',
    });
  });

  it('reads the name in "Resume of ..."', () => {
    const { basics: b } = basics(`Resume of Tane Walker
      Auckland
      027 555 1234`);
    expect(b).toMatchObject({
      name: 'Tane Walker',
      location: { city: 'Auckland', countryCode: 'NZ' },
    });
  });

  it('leaves the name empty when no line looks like one', () => {
    const { basics: b } = basics(`Registered Nurse
      0412 000 111`);
    expect(b.name).toBeUndefined();
    expect(b.label).toBe('Registered Nurse');
  });

  it('finds the name set as a heading after a sidebar that was read first', () => {
    const basics = structureBasics(
      splitSections(
        toLines(`# Contact
          0400 111 222
          tariq.osei@example.com
          # Skills
          - MYOB
          # Tariq Osei
          Bookkeeper
          # Experience
          Bookkeeper — Ledgerline Accounting
          Jan 2020 – Present`),
      ),
      {},
    );
    expect(basics).toMatchObject({
      name: 'Tariq Osei',
      phone: '0400 111 222',
      email: 'tariq.osei@example.com',
    });
  });
});
