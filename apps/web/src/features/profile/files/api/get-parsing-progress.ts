// GET /api/workerapi/parsing/progress: where the background parse of the resume is (spec 2
// section 3, parsing progress). Polled by the pre-fill flow, never cached.
import { parsingProgressSchema } from '@talent/contract';
import { httpJson } from '../../../../shared/lib/http';

export const getParsingProgress = (signal?: AbortSignal) =>
  httpJson('/api/workerapi/parsing/progress', parsingProgressSchema, { signal });
