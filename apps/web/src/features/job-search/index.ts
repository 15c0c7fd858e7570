// Find Jobs.
export { findJobsRoute } from './routes/find-jobs-routes';
