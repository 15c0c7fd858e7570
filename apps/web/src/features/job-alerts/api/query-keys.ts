// The query keys of job alerts, in one place so a change can invalidate what it affects.
export const jobAlertsKeys = {
  all: ['job-alerts'] as const,
  preferences: () => ['job-alerts', 'preferences'] as const,
  searchCriteria: () => ['job-alerts', 'search-criteria'] as const,
};
