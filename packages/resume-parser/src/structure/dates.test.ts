import { describe, expect, it } from 'vitest';
import { findDateRange, findDates } from './dates';

const range = (text: string) => {
  const r = findDateRange(text);
  return r && { startDate: r.startDate, endDate: r.endDate, current: r.current, text: r.text };
};

describe('dates', () => {
  it.each([
    ['Mar 2019', '2019-03'],
    ['March 2019', '2019-03'],
    ['Mar. 2019', '2019-03'],
    ['03/2019', '2019-03'],
    ['3/2019', '2019-03'],
    ['2019-03', '2019-03'],
    ['2019', '2019'],
    ['Sept 2019', '2019-09'],
    ['Summer 2019', '2019'],
    ['14 March 2019', '2019-03'],
    ['14/03/2019', '2019-03'],
    ["Jun '98", '1998-06'],
  ])('reads "%s" as %s', (text, date) => {
    expect(findDateRange(text)?.startDate).toBe(date);
  });

  it.each([
    ['2019 – Present', { startDate: '2019', endDate: undefined, current: true }],
    ['Jan 2018 - Current', { startDate: '2018-01', endDate: undefined, current: true }],
    ['Since 2021', { startDate: '2021', endDate: undefined, current: true }],
    ['2016–2018', { startDate: '2016', endDate: '2018', current: false }],
    ['2016-2018', { startDate: '2016', endDate: '2018', current: false }],
    ['Feb. 2020 to Nov. 2022', { startDate: '2020-02', endDate: '2022-11', current: false }],
    ['2019 - now', { startDate: '2019', endDate: undefined, current: true }],
    ['March 2017 — June 2019', { startDate: '2017-03', endDate: '2019-06', current: false }],
    ['05/2015 until 11/2016', { startDate: '2015-05', endDate: '2016-11', current: false }],
    ['2012 to date', { startDate: '2012', endDate: undefined, current: true }],
  ])('reads the range "%s"', (text, expected) => {
    expect(range(text)).toMatchObject(expected);
  });

  it('gives the text a range came from, inside a longer line', () => {
    expect(range("Senior Nurse, St Vincent's Hospital | Mar 2019 – Present")).toEqual({
      startDate: '2019-03',
      endDate: undefined,
      current: true,
      text: 'Mar 2019 – Present',
    });
  });

  it('prefers a range to a lone year in the same line', () => {
    expect(range('Graduated 2010; worked 2012 - 2015')?.text).toBe('2012 - 2015');
  });

  it('finds no date in a phone number, an ABN or plain words', () => {
    expect(findDates('0412 345 678')).toEqual([]);
    expect(findDates('ABN 51 824 753 556')).toEqual([]);
    expect(findDates('I may start now, to date nothing')).toEqual([]);
    expect(findDates('Served 120 customers')).toEqual([]);
  });
});
