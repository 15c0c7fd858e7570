// The summary an import fills as it goes: counts exact, lists of skipped records and warnings
// bounded (a feed with a problem in every record would otherwise answer with megabytes).
import {
  JOB_IMPORT_MAX_REPORTED,
  type JobImportSkip,
  type JobImportSummary,
  type JobImportWarning,
} from '@talent/contract';

export function createImportSummary() {
  const summary: JobImportSummary = {
    created: 0,
    updated: 0,
    unchanged: 0,
    skippedCount: 0,
    skipped: [],
    warningCount: 0,
    warnings: [],
  };
  return {
    summary,
    skip(entry: JobImportSkip) {
      summary.skippedCount++;
      if (summary.skipped.length < JOB_IMPORT_MAX_REPORTED) summary.skipped.push(entry);
    },
    warn(entry: JobImportWarning) {
      summary.warningCount++;
      if (summary.warnings.length < JOB_IMPORT_MAX_REPORTED) summary.warnings.push(entry);
    },
    /** The summary in line order. */
    done(): JobImportSummary {
      summary.skipped.sort((a, b) => a.line - b.line);
      summary.warnings.sort((a, b) => a.line - b.line);
      return summary;
    },
  };
}

export type ImportSummaryBuilder = ReturnType<typeof createImportSummary>;
