// Education, licences, certifications, IT skills and languages: their routes, what the profile
// reads and clears of them, and the sweep of documents never attached to one.
export { scheduleDocumentSweep } from './document-sweep';
export { qualificationsRoutes } from './qualifications.routes';
export { clearQualificationSections, readQualificationSections } from './qualifications.service';
