// The talent's roles and summaries (the web résumé): its routes, what the profile preview
// reads, and the writes the resume pre-fill makes through the same rules.

export { webresumeRoutes } from './webresume.routes';
export { addRole, readWebResume, saveCareerSummary } from './webresume.service';
