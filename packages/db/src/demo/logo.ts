// Company logos for the demo: a rounded square in a colour chosen from the company name, with
// its initials. Generated rather than shipped so the demo needs no image files, and 85 px
// because that is the largest size the job listings draw a logo at (spec 3, section 9).
import { hashString } from './random';

/** Dark enough for white initials to pass WCAG AA contrast (all ≥ 4.5:1 against #fff). */
const PALETTE = [
  '#1d4ed8',
  '#0f766e',
  '#7c3aed',
  '#b91c1c',
  '#15803d',
  '#c2410c',
  '#0e7490',
  '#a21caf',
  '#4338ca',
  '#be123c',
  '#334155',
  '#854d0e',
] as const;

const SMALL_WORDS = new Set(['and', 'of', 'the', '&']);

/** Up to two initials from the significant words: 'Outback Rail & Freight' -> 'OR'. */
export function companyInitials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

export function logoColour(name: string): string {
  return PALETTE[hashString(name) % PALETTE.length] as string;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function logoSvg(name: string): string {
  const label = escapeXml(`${name} logo`);
  const initials = escapeXml(companyInitials(name));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="85" height="85" viewBox="0 0 85 85" ` +
    `role="img" aria-label="${label}">` +
    `<rect width="85" height="85" rx="16" ry="16" fill="${logoColour(name)}"/>` +
    `<text x="42.5" y="42.5" dy="0.35em" text-anchor="middle" fill="#ffffff" ` +
    `font-family="Helvetica, Arial, sans-serif" font-size="32" font-weight="700">` +
    `${initials}</text></svg>`
  );
}
