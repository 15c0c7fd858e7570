// The talent's roles and summaries (the web résumé): its routes and what the profile preview
// reads.

export { webresumeRoutes } from './webresume.routes';
export { readWebResume } from './webresume.service';
