// The one error shape every API failure answers with, so the web app extracts a message
// from any failed response with one function.
import { z } from 'zod';

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  /** Field path -> message, for validation failures. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** The message to show for a failed call's parsed JSON body, or the generic one. */
export function extractErrorMessage(body: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (typeof body === 'string' && body.trim()) return body;
  const parsed = apiErrorSchema.partial().safeParse(body);
  if (parsed.success && parsed.data.message) return parsed.data.message;
  return fallback;
}
