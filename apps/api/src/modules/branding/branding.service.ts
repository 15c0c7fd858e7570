// A company's logo, by its code.
import type { Database } from '@talent/db';
import { notFound } from '../../lib/errors';
import { companyLogo } from './branding.repo';

export async function logoSvgOf(db: Database, companyCode: string): Promise<string> {
  const svg = await companyLogo(db, companyCode);
  if (!svg) throw notFound('No logo for this company');
  return svg;
}

/**
 * Where a company's logo is shown from: its own SVG when it has one (served by the branding
 * route), else the logo its job feed named (an https URL), else none.
 */
export function companyLogoUrl(company: {
  companyCode: string;
  hasLogoSvg: boolean;
  logoUrl?: string | null;
}): string | null {
  if (company.hasLogoSvg)
    return `/api/careers/branding/logo/${encodeURIComponent(company.companyCode)}.svg`;
  return company.logoUrl ?? null;
}
