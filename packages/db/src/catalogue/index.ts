// The job catalogue's write side: importing schema.org JobPosting feeds (CLI, admin API and the
// demo data all go through it) and refreshing the data search derives from the catalogue.
export { type ImportJobsOptions, importJobFeed, importJobPostings } from './import-jobs';
export {
  derivedUrlCode,
  JobPostingMappingError,
  type JobReferences,
  mapJobPosting,
  summarise,
} from './job-posting-mapper';
export { type FeedEntry, parseFeed } from './parse-feed';
export { refreshSearchData } from './refresh-search-data';
export { descriptionFields, htmlToText, sanitiseHtml } from './sanitise-description';
export { slugify } from './slug';
