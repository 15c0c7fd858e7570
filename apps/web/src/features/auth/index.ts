// Sign-in, sign-up and password reset: their routes, and signing out (the account menu).
export { useSignOut } from './hooks/use-sign-out';
export { authRoutes } from './routes/auth-routes';
