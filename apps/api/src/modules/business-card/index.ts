// The talent's business card, privacy and the profile preview.
export { businessCardRoutes } from './business-card.routes';
