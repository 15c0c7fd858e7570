import { describe, expect, it } from 'vitest';
import { advertText, withArticle } from './job-text';
import { createRandom } from './random';

const input = {
  title: 'Food & Beverage Attendant',
  categoryId: 9,
  companyName: 'Outback Rail & Freight',
  industry: 'Transport & Logistics',
  placeName: 'Alice Springs',
  countryName: 'Australia',
  workTypeId: 4,
  flexibleWorkOptionId: 2,
  specialties: ['RSA', 'Table service', 'Point of sale <POS>'],
};

describe('advertText', () => {
  it('says the same thing in HTML and plain text, escaping only in HTML', () => {
    const text = advertText(createRandom(3), input);
    expect(text.description).toContain('Why Outback Rail & Freight?');
    expect(text.descriptionHtml).toContain(
      '<p><strong>Why Outback Rail &amp; Freight?</strong></p>',
    );
    expect(text.descriptionHtml).toContain('Point of sale &lt;POS&gt;');
    const stripped = (text.descriptionHtml ?? '')
      .replace(/<li>/g, '- ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    for (const line of text.description?.split('\n').filter(Boolean) ?? []) {
      expect(stripped).toContain(line);
    }
  });

  it('fills every placeholder and describes hybrid work', () => {
    const text = advertText(createRandom(4), input);
    expect(`${text.summary} ${text.description} ${text.flexibleWorkDescription}`).not.toMatch(
      /[{}]/,
    );
    expect(text.flexibleWorkDescription).toMatch(/^<p>Hybrid/);
    expect(
      advertText(createRandom(4), { ...input, flexibleWorkOptionId: 1 }).flexibleWorkDescription,
    ).toBeNull();
  });

  it('picks three distinct key selling points, sometimes leaving the third blank', () => {
    const thirds = Array.from({ length: 200 }, (_, i) => advertText(createRandom(i), input));
    for (const t of thirds) expect(t.keyPoint1).not.toBe(t.keyPoint2);
    expect(thirds.some((t) => t.keyPoint3 === null)).toBe(true);
    expect(thirds.some((t) => t.keyPoint3 !== null)).toBe(true);
  });
});

describe('withArticle', () => {
  it('chooses the article by sound', () => {
    expect(withArticle('Estimator')).toBe('an Estimator');
    expect(withArticle('IT Support Officer')).toBe('an IT Support Officer');
    expect(withArticle('HSE Advisor')).toBe('an HSE Advisor');
    expect(withArticle('Registered Nurse')).toBe('a Registered Nurse');
    expect(withArticle('.NET Developer')).toBe('a .NET Developer');
  });
});
