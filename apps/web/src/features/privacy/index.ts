// Privacy and the account: Account Management and Privacy (signed in), and the public pages of
// closing an account (the mailed confirmation link and the closed page).
export {
  accountClosedRoute,
  confirmAccountDeletionRoute,
  privacyRoute,
} from './routes/privacy-routes';
