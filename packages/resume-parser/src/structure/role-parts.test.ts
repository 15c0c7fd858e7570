import { describe, expect, it } from 'vitest';
import { headWordOf, splitTitleFromName, tellRoleParts } from './role-parts';

describe('role parts', () => {
  it.each([
    [
      ["Senior Nurse, St Vincent's Hospital"],
      { position: 'Senior Nurse', name: "St Vincent's Hospital" },
    ],
    [
      ["St Vincent's Hospital — Sydney NSW", 'Registered Nurse'],
      { name: "St Vincent's Hospital", location: 'Sydney NSW', position: 'Registered Nurse' },
    ],
    [['Barista at Bean There Cafe'], { position: 'Barista', name: 'Bean There Cafe' }],
    [['Woolworths | Store Manager'], { name: 'Woolworths', position: 'Store Manager' }],
    [
      ['Dump Truck Operator', 'BHP — Mt Whaleback, Newman WA'],
      { position: 'Dump Truck Operator', name: 'BHP', location: 'Mt Whaleback, Newman WA' },
    ],
    [['Linfox Pty Ltd\tHR Driver'], { name: 'Linfox Pty Ltd', position: 'HR Driver' }],
    [['Graduate Accountant - Deloitte'], { position: 'Graduate Accountant', name: 'Deloitte' }],
    [
      ['Classroom Teacher, Department of Education (Casual)'],
      { position: 'Classroom Teacher', name: 'Department of Education' },
    ],
    [
      ['Electrical Apprentice', 'Sparks & Co Electrical, Geelong VIC'],
      {
        position: 'Electrical Apprentice',
        name: 'Sparks & Co Electrical',
        location: 'Geelong VIC',
      },
    ],
  ])('tells %j', (texts, expected) => {
    expect(tellRoleParts(texts)).toEqual(expected);
  });

  it('knows a bare town among the parts from the gazetteer', () => {
    expect(tellRoleParts(['Site Supervisor | Fulton Hogan | Canberra'])).toEqual({
      position: 'Site Supervisor',
      name: 'Fulton Hogan',
      location: 'Canberra',
    });
  });

  it.each([
    // After a position, the piece behind the dash is the employer, its town the location.
    [
      ['Barista — Brewtown Roasters, Ballarat VIC'],
      { position: 'Barista', name: 'Brewtown Roasters', location: 'Ballarat VIC' },
    ],
    // A name with no company or title word after a position: the employer.
    [['Sous Chef — Marlowe & Finch'], { position: 'Sous Chef', name: 'Marlowe & Finch' }],
    [['Pastry Chef — Quillby'], { position: 'Pastry Chef', name: 'Quillby' }],
    // A town in brackets after the employer is where.
    [
      ['Kestrel Freight (Dubbo)', 'Warehouse Hand'],
      { name: 'Kestrel Freight', location: 'Dubbo', position: 'Warehouse Hand' },
    ],
    [
      ['Orchard Lane Vets (Wagga Wagga NSW)\tVet Nurse'],
      { name: 'Orchard Lane Vets', location: 'Wagga Wagga NSW', position: 'Vet Nurse' },
    ],
    // A state at the end of a name joined by "of" is the name's.
    [
      ['Policy Officer — Department of Primary Industries Victoria, Bendigo VIC'],
      {
        position: 'Policy Officer',
        name: 'Department of Primary Industries Victoria',
        location: 'Bendigo VIC',
      },
    ],
  ])('tells %j', (texts, expected) => {
    expect(tellRoleParts(texts)).toEqual(expected);
  });

  it('takes a lone town left over as the location, not the other part', () => {
    expect(tellRoleParts(['Pinecrest Realty', 'Ballarat'])).toEqual({
      name: 'Pinecrest Realty',
      location: 'Ballarat',
    });
  });

  it('leaves parts that cannot be told empty', () => {
    expect(tellRoleParts(['Acme', 'Globex'])).toEqual({});
  });
});

describe('a position and an employer with the separator lost', () => {
  it('splits after the last title word when capitalised words follow', () => {
    expect(tellRoleParts(['Shift Supervisor Rio Tinto'])).toEqual({
      position: 'Shift Supervisor',
      name: 'Rio Tinto',
    });
    expect(tellRoleParts(['Head Chef Crown Melbourne, Lower Hutt'])).toEqual({
      position: 'Head Chef',
      name: 'Crown Melbourne',
      location: 'Lower Hutt',
    });
    expect(tellRoleParts(['Sous Chef- Merivale'])).toEqual({
      position: 'Sous Chef',
      name: 'Merivale',
    });
  });

  it('leaves a title alone, and a title before a town or in lower case', () => {
    expect(tellRoleParts(['Assistant Store Manager'])).toEqual({
      position: 'Assistant Store Manager',
    });
    expect(tellRoleParts(['Casual Relief Teacher'])).toEqual({ position: 'Casual Relief Teacher' });
    expect(splitTitleFromName('Registered Nurse Townsville')).toBeNull();
    expect(splitTitleFromName('Support worker for clients')).toBeNull();
  });
});

describe('a title that starts with a kind of employer', () => {
  it("reads 'Care Team Leader' as the position by its last word, a title word", () => {
    expect(tellRoleParts(['BaptistCare (Blacktown NSW)\tCare Team Leader'])).toEqual({
      name: 'BaptistCare',
      position: 'Care Team Leader',
      location: 'Blacktown NSW',
    });
    expect(headWordOf('Care Team Leader (Casual)')).toBe('Leader');
  });
});
