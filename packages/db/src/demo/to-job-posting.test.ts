// The demo jobs go through the import as JobPostings: the job the import writes must equal the
// generated one, field for field, or the demo data would lose detail on the way.
import { isDeepStrictEqual } from 'node:util';
import { jobPostingSchema } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { mapJobPosting } from '../catalogue/job-posting-mapper';
import { buildCatalogueModel } from './catalogue';
import { generateJobs } from './generate';
import { createJobPostingConverter } from './to-job-posting';

const now = new Date('2025-06-01T00:00:00.000Z');

describe('demo jobs as JobPostings', () => {
  it('validate, and map back to the generated job for every column the import writes', () => {
    const model = buildCatalogueModel({ seed: 42, now });
    const toPosting = createJobPostingConverter(model);
    const mismatches: string[] = [];
    for (const job of generateJobs({ seed: 42, now, jobCount: 2000 }, model)) {
      const parsed = jobPostingSchema.safeParse(JSON.parse(JSON.stringify(toPosting(job))));
      if (!parsed.success) {
        mismatches.push(`${job.externalId}: ${parsed.error.issues[0]?.message}`);
        continue;
      }
      const { id, createdAt, updatedAt, ...expected } = job;
      const row = mapJobPosting(parsed.data, {
        companyId: job.companyId,
        communityId: job.communityId,
        urlCode: job.urlCode,
        categoryId: job.categoryId ?? null,
        subCategoryId: job.subCategoryId ?? null,
        workLocationId: job.workLocationId ?? null,
      });
      for (const [key, value] of Object.entries(expected)) {
        const actual = row[key as keyof typeof row];
        if (!isDeepStrictEqual(actual, value)) {
          mismatches.push(
            `${job.externalId}.${key}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(value)}`,
          );
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });
});
