// The app version check.
export { appVersionRoutes } from './app-version.routes';
