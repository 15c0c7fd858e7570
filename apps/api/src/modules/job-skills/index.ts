// Job tagging: each job advert's occupation and skills, from the taxonomy, for matching.
export { taggingCounts } from './job-skills.repo';
export { scheduleJobTagging, TAG_JOBS_KIND, tagPendingJobs } from './tag-jobs-job';
