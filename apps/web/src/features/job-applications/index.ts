// The talent's job applications.
export { jobApplicationsRoute } from './routes/job-applications-routes';
