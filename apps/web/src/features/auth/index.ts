// Sign-in, sign-up and password reset: their routes, and signing out (the account menu).
export { useSignOut } from './hooks/use-sign-out';
export { authRoutes } from './routes/auth-routes';
// The sign-in page itself, for the first response's copy of it (src/prerender).
export { LoginPage } from './routes/login-page';
