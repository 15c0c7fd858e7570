// POST /api/auth/sign-in/email: sets the session cookie; 401 and 429 answer { message }.
import type { SignInBody } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/lib/http';

export const signIn = (body: SignInBody) => http('/api/auth/sign-in/email', { body });

export const useSignInMutation = () => useMutation({ mutationFn: signIn });
