// The fixed mixed query set: what talent type into Find Jobs.
import type { JobSearchArgs } from '@talent/contract';

export interface BenchQuery {
  name: string;
  args: JobSearchArgs;
}

export interface QuerySample {
  jobId: string;
  rareTerm: string;
  categoryId: number;
  /** A word of a visible job's title and where that job is. */
  near: { keyword: string; latitude: number; longitude: number };
}

export function querySet(sample: QuerySample): BenchQuery[] {
  const { keyword, latitude, longitude } = sample.near;
  return [
    { name: 'keyword only', args: { keywords: 'nurse' } },
    { name: 'keyword + radius', args: { keywords: keyword, latitude, longitude, radius: 20 } },
    {
      name: 'filters only',
      args: { workTypes: [1], categories: [{ category: sample.categoryId, subCategories: [] }] },
    },
    { name: 'job id', args: { keywords: sample.jobId } },
    { name: 'typo', args: { keywords: 'registred nurse' } },
    { name: 'rare term', args: { keywords: sample.rareTerm } },
    { name: 'empty query, newest first', args: {} },
  ];
}
