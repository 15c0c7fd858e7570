// The talent's connections to employers.
export { connectionsRoute, renewConsentRoute } from './routes/connections-routes';
