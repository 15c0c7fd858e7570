// The query keys of job matching, in one place so a change can invalidate what it affects.
export const jobMatchingKeys = {
  all: ['job-matching'] as const,
  pageData: () => ['job-matching', 'suggestions-page-data'] as const,
  skills: () => ['job-matching', 'skills'] as const,
  suggestions: () => ['job-matching', 'suggestions'] as const,
  savedJobs: () => ['job-matching', 'saved-jobs'] as const,
  savedJobsCount: () => ['job-matching', 'saved-jobs-count'] as const,
  job: (matchingRefCode: string) => ['job-matching', 'job', matchingRefCode] as const,
};
