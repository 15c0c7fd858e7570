// Jobs matched to the talent's skills.
export { createJobMatchingRoute } from './routes/job-matching-routes';
