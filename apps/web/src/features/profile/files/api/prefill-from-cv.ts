// POST /api/talentapi/cv-file/prefill, no body (spec 2 section 7.2): fills the profile from the
// parsed resume and answers what it added. Called by the pre-fill flow once parsing is done.
import { prefillResponseSchema } from '@talent/contract';
import { httpJson } from '../../../../shared/lib/http';

export const prefillFromCv = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/cv-file/prefill', prefillResponseSchema, { method: 'POST', signal });
