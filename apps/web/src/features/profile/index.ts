// The profile editor and its previews.

// Profile visibility, also offered on Account Management and Privacy: the card it reads and the
// control that changes it.
export { useBusinessCard } from './business-card/api/get-business-card';
export { VisibilityControl } from './business-card/components/visibility-control';
// The home dashboard's cards: business card, resume, the browse-communities banner and the
// photo editor's modal route under home.
export { CommunitiesBanner } from './files/communities-banner';
export { ProfileHomeCards, ProfileHomeProvider } from './home-cards';
export { editAvatarRoute } from './routes/edit-avatar-route';
export { profileCardsData } from './routes/profile-page-queries';
export { createProfileRoutes } from './routes/profile-routes';
