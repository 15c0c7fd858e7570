// The home dashboard.
export { createHomeRoute } from './routes/home-routes';
