import { describe, expect, it } from 'vitest';
import { findEmail, findPhone, findUrls } from './contacts';

describe('contacts', () => {
  it('finds an email address', () => {
    expect(findEmail('Email: mary-jane.oconnor@bigpond.com.au | Sydney')).toBe(
      'mary-jane.oconnor@bigpond.com.au',
    );
    expect(findEmail('No address here')).toBeUndefined();
  });

  it.each([
    ['0412 345 678', '0412 345 678'],
    ['Mobile: 0412-345-678', '0412-345-678'],
    ['Ph (02) 9876 5432', '(02) 9876 5432'],
    ['+61 412 345 678 | jane@x.com', '+61 412 345 678'],
    ['+61 (0) 412 345 678', '+61 (0) 412 345 678'],
    ['021 234 5678', '021 234 5678'],
    ['+64 21 234 5678', '+64 21 234 5678'],
    ['+44 7700 900123', '+44 7700 900123'],
    ['1300 123 456', '1300 123 456'],
    ['  0412345678  ', '0412345678'],
  ])('finds the phone in "%s", as written', (text, phone) => {
    expect(findPhone(text)).toBe(phone);
  });

  it.each([
    ['2016 - 2018'],
    ['01/2019 – 03/2021'],
    ['ABN 51 824 753 556'],
    ['ABN: 51824753556'],
    ['Licence No. 0123456789'],
    ['Served 2000 customers in 2019'],
    ['Postcode 2000'],
  ])('takes no phone from "%s"', (text) => {
    expect(findPhone(text)).toBeUndefined();
  });

  it('tells profiles from a portfolio, and ignores the domain of an email address', () => {
    const found = findUrls(
      'linkedin.com/in/priya-raghavan | https://github.com/priyar | www.priyabuilds.dev | priya@gmail.com',
    );
    expect(found).toEqual([
      {
        url: 'https://linkedin.com/in/priya-raghavan',
        profile: {
          network: 'LinkedIn',
          username: 'priya-raghavan',
          url: 'https://linkedin.com/in/priya-raghavan',
        },
      },
      {
        url: 'https://github.com/priyar',
        profile: { network: 'GitHub', username: 'priyar', url: 'https://github.com/priyar' },
      },
      { url: 'https://www.priyabuilds.dev' },
    ]);
  });

  it('takes no address from ordinary words with a dot', () => {
    expect(findUrls('Worked at Node.js meetups. Fixed bugs.')).toEqual([]);
  });
});
