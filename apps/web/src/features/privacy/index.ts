// Privacy and the account.
export { privacyRoute } from './routes/privacy-routes';
