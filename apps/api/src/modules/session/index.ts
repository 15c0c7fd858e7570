// The talent's session calls.
export { sessionRoutes } from './session.routes';
