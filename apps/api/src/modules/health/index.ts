// Health and readiness.
export { healthRoutes } from './health.routes';
