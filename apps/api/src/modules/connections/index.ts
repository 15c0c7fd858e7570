// Connections to talent communities and their data consent.
export { connectionsRoutes } from './connections.routes';
export { connectToCommunity } from './connections.service';
