// Place suggestions for location fields.
export { placesRoutes } from './places.routes';
