// Connections to talent communities and their data consent, with its renewal reminders.

export { sharesProfileWith } from './connections.repo';
export { connectionsRoutes } from './connections.routes';
export { connectToCommunity } from './connections.service';
export { scheduleConsentReminders } from './consent-reminders';
export { consentRenewalRoutes } from './consent-renewal.routes';
