// The public job advert and its pages.
export { jobAdvertRoute } from './routes/job-advert-routes';
