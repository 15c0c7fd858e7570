// Education, licences, certifications, IT skills and languages: their routes, what the profile
// reads and clears of them, the writes the resume pre-fill makes through the same rules, and the
// sweep of documents never attached to one.
export { scheduleDocumentSweep } from './document-sweep';
export { qualificationsRoutes } from './qualifications.routes';
export {
  addLanguage,
  clearQualificationSections,
  createQualification,
  readQualificationSections,
  saveItSkills,
} from './qualifications.service';
