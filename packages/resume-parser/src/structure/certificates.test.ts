import { describe, expect, it } from 'vitest';
import { certificateOf, licencesIn, sectionCertificates } from './certificates';
import { toLines } from './test-support';

describe('certificates and licences', () => {
  it.each([
    ['White Card', 'white-card'],
    ['Current driver licence (C)', 'c-class-driver-licence'],
    ['Forklift licence (LF)', 'forklift-licence'],
    ['RSA', 'responsible-service-of-alcohol'],
  ])('resolves "%s" to a licence of the taxonomy', (text, id) => {
    expect(certificateOf(text)).toMatchObject({ licence: true, taxonomyId: id });
  });

  it('reads an item of a tickets list as the ticket it names', () => {
    expect(certificateOf('Traffic Control (Implement TMP)')).toMatchObject({
      licence: true,
      taxonomyId: 'traffic-control-ticket',
    });
    expect(certificateOf('Excavator (CN)')).toMatchObject({
      licence: true,
      taxonomyId: 'excavator-ticket',
    });
  });

  it('keeps a course certificate the taxonomy does not know by its text, with its date', () => {
    expect(certificateOf('• Google Analytics for Beginners (2021)')).toEqual({
      name: 'Google Analytics for Beginners',
      licence: false,
      date: '2021',
    });
  });

  it('reads items of a section, one a line or several a line', () => {
    const items = sectionCertificates(
      toLines(`White Card, First Aid (HLTAID011), Working with Children Check
      HR Licence – issued 2018`),
    );
    expect(items.map((i) => i.certificate.name)).toEqual([
      'White Card',
      'First Aid (HLTAID011)',
      'Working with Children Check',
      'HR Licence',
    ]);
    expect(items.every((i) => i.certificate.licence)).toBe(true);
  });

  it('finds licences written elsewhere only where the line speaks of a licence', () => {
    const found = licencesIn(
      toLines(`Current driver licence (C) and own reliable car
      Operated forklifts daily and trained new starters`),
    );
    expect(found.map((f) => f.certificate.taxonomyId)).toEqual(['c-class-driver-licence']);
  });
});

describe('certificates, more', () => {
  it('takes no expiry date for the date issued', () => {
    expect(certificateOf('Working with Children Check – expires 03/2026')).toEqual({
      name: 'Working with Children Check',
      licence: true,
      taxonomyId: 'working-with-children-check',
    });
    expect(certificateOf('Forklift licence, issued Jun 2019')?.date).toBe('2019-06');
  });

  it('reads two licences in one item when each side is one', () => {
    const items = sectionCertificates(toLines('Current First Aid and CPR'));
    expect(items.map((i) => [i.certificate.name, i.certificate.licence])).toEqual([
      ['Current First Aid', true],
      ['CPR', true],
    ]);
  });

  it('keeps a course named with "and" whole', () => {
    const items = sectionCertificates(toLines('Diploma of Leadership and Management'));
    expect(items).toHaveLength(1);
  });
});
