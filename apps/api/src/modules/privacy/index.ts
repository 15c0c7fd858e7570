// Privacy and the account: whether a password is set, closing the account (at once, or by a
// mailed link), and the self-service data export.
export { accountConfirmationRoutes, type PrivacyDeps, privacyRoutes } from './privacy.routes';
