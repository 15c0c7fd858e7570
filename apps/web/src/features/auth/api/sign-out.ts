// POST /api/auth/sign-out: ends the session and clears its cookie.
import { http } from '../../../shared/lib/http';

export const signOut = () => http('/api/auth/sign-out', { method: 'POST', body: {} });
