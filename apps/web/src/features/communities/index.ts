// Talent communities.
export { communitiesRoute } from './routes/communities-routes';
