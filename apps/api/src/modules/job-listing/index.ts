// Saved searches, filter options, application states, community logos and the Find Jobs badge.
export { jobListingRoutes } from './job-listing.routes';
