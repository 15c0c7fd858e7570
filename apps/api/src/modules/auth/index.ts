// Sign-up, sign-in and sessions (better-auth), with the per-account sign-in throttle.
export { type Auth, createAuth, passwordHasherFor } from './auth';
export { authRoutes, toWebHeaders } from './auth.routes';
export { signInThrottle } from './sign-in-throttle';
