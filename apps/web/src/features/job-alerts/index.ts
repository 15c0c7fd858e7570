// Job alerts: the preferences and results pages, the public unsubscribe page, and the home
// dashboard's job alert listing and the criteria it starts from.
export { alertSearchCriteriaQueryOptions } from './api/get-alert-search-criteria';
export { JobAlertListing } from './components/job-alert-listing';
export { jobAlertsRoute, jobAlertsUnsubscribeRoute } from './routes/job-alerts-routes';
