// The home dashboard: arrival messages and the dashboard status with profile completion.
export { homeRoutes } from './home.routes';
