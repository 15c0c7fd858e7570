// Sign-up, sign-in and password reset bodies (the auth routes of DESIGN.md) with the
// messages both the forms and the server show.
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const authMessages = {
  nameRequired: 'Please enter your name',
  nameTooLong: 'Name cannot be greater than 100 characters',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password cannot be greater than ${PASSWORD_MAX_LENGTH} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

const email = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .pipe(z.email({ error: authMessages.emailInvalid }));

const newPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

export const signUpBodySchema = z.object({
  name: z
    .string({ error: authMessages.nameRequired })
    .trim()
    .min(1, authMessages.nameRequired)
    .max(100, authMessages.nameTooLong),
  email,
  password: newPassword,
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  email,
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const requestPasswordResetBodySchema = z.object({
  email,
  redirectTo: z.string().optional(),
});
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z.string().min(1),
  newPassword,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
