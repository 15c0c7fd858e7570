// Connections to talent communities and their data consent.

export { sharesProfileWith } from './connections.repo';
export { connectionsRoutes } from './connections.routes';
export { connectToCommunity } from './connections.service';
