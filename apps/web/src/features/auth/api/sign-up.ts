// POST /api/auth/sign-up/email: creates the account and signs in; 400 answers { message, fields }.
import type { SignUpBody } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/lib/http';

export const signUp = (body: SignUpBody) => http('/api/auth/sign-up/email', { body });

export const useSignUpMutation = () => useMutation({ mutationFn: signUp });
