// The app-config call and the careers token it hands out.
export { appConfigRoutes, CAREERS_TOKEN_TTL_SECONDS } from './app-config.routes';
