// The employer side's calls: company tokens and the profiles talent share with a company.
export { companyApiRoutes } from './company-api.routes';
