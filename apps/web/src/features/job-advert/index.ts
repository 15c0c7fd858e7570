// The public job advert and its pages.
export { createJobAdvertRoute } from './routes/job-advert-routes';
