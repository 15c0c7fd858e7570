// The talent's business card, privacy and the profile preview; the resume pre-fill fills the
// card's empty role title and place through fillCardGaps, and a company reads the shared
// profile through readProfilePreview.
export { businessCardRoutes } from './business-card.routes';
export { fillCardGaps, readCardGaps } from './business-card.service';
export { readProfilePreview } from './profile-preview.service';
