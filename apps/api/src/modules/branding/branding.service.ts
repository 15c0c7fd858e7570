// A company's logo, by its code.
import type { Database } from '@talent/db';
import { notFound } from '../../lib/errors';
import { companyLogo } from './branding.repo';

export async function logoSvgOf(db: Database, companyCode: string): Promise<string> {
  const svg = await companyLogo(db, companyCode);
  if (!svg) throw notFound('No logo for this company');
  return svg;
}
