// The profile editor and its previews.
export { profileRoutes } from './routes/profile-routes';
