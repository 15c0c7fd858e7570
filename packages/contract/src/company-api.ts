// The employer side's read of a talent's shared profile (ours; docs/api.md): an operator issues
// a company a bearer token, and the company reads the profiles talent share with it. A profile
// is shared while the talent is Connected to one of the company's communities with consent in
// date; otherwise the read answers 404.
import { z } from 'zod';

export const COMPANY_TOKEN_TTL_SECONDS = 24 * 3600;

export const COMPANY_API_MESSAGES = {
  tokenRequired: 'A valid company token is required.',
  companyNotFound: 'Company not found',
  profileNotShared: 'This profile is not shared with your company.',
} as const;

/** POST /api/admin/companies/{companyCode}/token */
export const companyTokenSchema = z.object({
  tokenType: z.literal('Bearer'),
  accessToken: z.string(),
  expiresIn: z.number().int().positive(),
});

export const companyCodeParamsSchema = z.object({ companyCode: z.string().min(1).max(200) });
export const profileCodeParamsSchema = z.object({ profileCode: z.string().min(1).max(100) });
