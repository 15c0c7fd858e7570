// Find Communities: communities by country, industry and text, and connecting to one.
export { communitiesRoutes } from './communities.routes';
