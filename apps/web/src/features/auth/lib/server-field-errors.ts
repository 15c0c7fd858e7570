// A 400 names the fields it rejected ({ fields: { email: '...' } }); show those beside the inputs.
import { apiErrorSchema } from '@talent/contract';
import { HttpError } from '../../../shared/lib/http';

/** The server's per-field messages for the given form fields, or an empty object. */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
): Partial<Record<Field, string>> {
  if (!(error instanceof HttpError)) return {};
  const parsed = apiErrorSchema.partial().safeParse(error.body);
  const fields = parsed.success ? parsed.data.fields : undefined;
  const result: Partial<Record<Field, string>> = {};
  for (const field of formFields) {
    const message = fields?.[field];
    if (message) result[field] = message;
  }
  return result;
}
