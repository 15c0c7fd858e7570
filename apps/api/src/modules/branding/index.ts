// Company logos for search results and the careers site.
export { brandingRoutes } from './branding.routes';
export { companyLogoUrl } from './branding.service';
