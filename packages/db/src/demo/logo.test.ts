import { describe, expect, it } from 'vitest';
import { companyInitials, logoColour, logoSvg } from './logo';

/** WCAG relative luminance contrast of a #rrggbb colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (l + 0.05);
}

describe('logoSvg', () => {
  it('is an 85 x 85 SVG with a viewBox, a rounded square and the initials', () => {
    const svg = logoSvg('Harbourline Health');
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="85" height="85" viewBox="0 0 85 85"/,
    );
    expect(svg).toMatch(/<rect [^>]*rx="16"/);
    expect(svg).toContain('>HH</text>');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('escapes the company name in the accessible label', () => {
    const svg = logoSvg('Outback Rail & Freight');
    expect(svg).toContain('aria-label="Outback Rail &amp; Freight logo"');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });

  it('chooses the same colour for the same name, readable under white text', () => {
    expect(logoColour('Wattle Bank')).toBe(logoColour('Wattle Bank'));
    const names = [
      'Wattle Bank',
      'Tasman Digital',
      'Cobalt Cyber',
      'Koala Kids',
      'Aotea Financial',
    ];
    for (const name of names)
      expect(contrastWithWhite(logoColour(name))).toBeGreaterThanOrEqual(4.5);
    expect(new Set(names.map(logoColour)).size).toBeGreaterThan(1);
  });
});

describe('companyInitials', () => {
  it('takes the first letters of the first two significant words', () => {
    expect(companyInitials('Outback Rail & Freight')).toBe('OR');
    expect(companyInitials('Kiwi Harvest Co-operative')).toBe('KH');
    expect(companyInitials('Cobalt')).toBe('C');
  });
});
