// Job alerts: the preferences, the alert search criteria, the digest mails on the job queue,
// and unsubscribing.
export { runDigests, scheduleDigests } from './digest';
export { jobAlertPublicRoutes, jobAlertRoutes } from './job-alerts.routes';
