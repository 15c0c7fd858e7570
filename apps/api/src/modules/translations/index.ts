// The web app's translations.
export { translationsRoutes } from './translations.routes';
