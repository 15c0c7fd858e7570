// Job alerts.
export { jobAlertsRoute } from './routes/job-alerts-routes';
