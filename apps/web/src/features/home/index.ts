// The home dashboard.
export { homeRoute } from './routes/home-routes';
