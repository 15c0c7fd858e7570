// Public entry points of the demo catalogue generator: pure functions of (seed, now), returning
// rows typed from the Drizzle schema. `generateJobs` is lazy so that a million jobs can be
// streamed into the database without ever being held in memory together.
import { buildCatalogueModel, type CatalogueBase, type CatalogueModel } from './catalogue';
import { MAX_DEMO_JOBS } from './ids';
import { createJobBuilder } from './job';
import type { GeneratorOptions, JobRow } from './types';

export interface JobGeneratorOptions extends GeneratorOptions {
  jobCount: number;
  /** Index of the first job; lets a benchmark or a worker generate one slice of a large set. */
  start?: number;
}

export interface Catalogue extends CatalogueBase {
  jobs: JobRow[];
}

function checkRange(start: number, jobCount: number): void {
  if (!Number.isInteger(start) || start < 0) {
    throw new RangeError('start must be a whole number ≥ 0');
  }
  if (!Number.isInteger(jobCount) || jobCount < 0) {
    throw new RangeError('jobCount must be a whole number ≥ 0');
  }
  if (start + jobCount > MAX_DEMO_JOBS) {
    throw new RangeError(`Demo data holds at most ${MAX_DEMO_JOBS} jobs`);
  }
}

/**
 * Yields jobs `start` .. `start + jobCount - 1`. Pass the model when the caller already built
 * it (seeding does) to skip rebuilding it; it must come from the same seed and now.
 */
export function* generateJobs(
  options: JobGeneratorOptions,
  model: CatalogueModel = buildCatalogueModel(options),
): Generator<JobRow, void, undefined> {
  const start = options.start ?? 0;
  checkRange(start, options.jobCount);
  const build = createJobBuilder(model, options);
  for (let index = start; index < start + options.jobCount; index++) yield build(index);
}

/** The whole catalogue in memory: for tests and small data sets. */
export function generateCatalogue(options: JobGeneratorOptions): Catalogue {
  const model = buildCatalogueModel(options);
  return {
    companies: model.companies,
    communities: model.communities,
    categories: model.categories,
    subCategories: model.subCategories,
    workTypes: model.workTypes,
    flexibleWorkOptions: model.flexibleWorkOptions,
    workLocations: model.workLocations,
    jobs: Array.from(generateJobs(options, model)),
  };
}
