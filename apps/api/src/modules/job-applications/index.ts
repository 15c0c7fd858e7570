// Applying for jobs and the talent's applications.
export { jobApplicationRoutes } from './job-applications.routes';
