// The talent's connections to employers.
export { connectionsRoute } from './routes/connections-routes';
