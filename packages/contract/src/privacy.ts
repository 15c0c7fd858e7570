// Privacy and the account (spec 3 sections 2, 3, 4, 5 and 7): whether a password is set, closing
// the account (at once with the password, or by a mailed link when there is none), and the
// self-service data export. The export and the mailed confirmation are ours (docs/api.md).
import { z } from 'zod';

/** Why the talent closes the account (spec 3 section 3); 8 is Other, with free text. */
export const DELETE_ACCOUNT_REASON_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const DELETE_ACCOUNT_REASON_OTHER = 8;
export type DeleteAccountReasonType = (typeof DELETE_ACCOUNT_REASON_TYPES)[number];

/** The word typed to confirm when the account has no password. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';
export const REASON_DESCRIPTION_MAX_LENGTH = 500;
/** How long the mailed confirmation link of an account without a password works. */
export const DELETE_ACCOUNT_LINK_HOURS = 24;

export const PRIVACY_MESSAGES = {
  reasonRequired: 'Please select a reason',
  passwordRequired: 'Please enter your password',
  confirmationRequired: `Please type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`,
  reasonDescriptionTooLong: `Please keep your reason under ${REASON_DESCRIPTION_MAX_LENGTH} characters`,
  passwordIncorrect: 'The password you entered is incorrect.',
  confirmationLinkInvalid:
    'This link to close your account is not valid or has expired. Sign in and ask again from Account Management and Privacy.',
} as const;

/** GET /api/talentapi/privacy/has-set-password */
export const hasSetPasswordSchema = z.object({ hasSetPassword: z.boolean() });
export type HasSetPassword = z.infer<typeof hasSetPasswordSchema>;

/**
 * POST /api/talentapi/settings/delete-account. The password is required when one is set; without
 * one, `confirmation` must be DELETE and the account closes from the mailed link.
 */
export const deleteAccountInputSchema = z.object({
  password: z.string().max(1000).optional(),
  reasonType: z
    .number({ error: PRIVACY_MESSAGES.reasonRequired })
    .int({ error: PRIVACY_MESSAGES.reasonRequired })
    .min(1, { error: PRIVACY_MESSAGES.reasonRequired })
    .max(8, { error: PRIVACY_MESSAGES.reasonRequired }),
  reasonDescription: z
    .string()
    .max(REASON_DESCRIPTION_MAX_LENGTH, { error: PRIVACY_MESSAGES.reasonDescriptionTooLong })
    .optional(),
  confirmation: z.string().max(50).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** The delete-account form: the same rules, with the password or the typed word as the account needs. */
export function deleteAccountFormSchema(hasSetPassword: boolean) {
  return z
    .object({
      reasonType: z.number().int().min(1).max(8).nullable(),
      reasonDescription: z
        .string()
        .max(REASON_DESCRIPTION_MAX_LENGTH, { error: PRIVACY_MESSAGES.reasonDescriptionTooLong }),
      password: z.string(),
      confirmation: z.string(),
    })
    .superRefine((form, ctx) => {
      if (form.reasonType == null) {
        ctx.addIssue({
          code: 'custom',
          path: ['reasonType'],
          message: PRIVACY_MESSAGES.reasonRequired,
        });
      }
      if (hasSetPassword && !form.password) {
        ctx.addIssue({
          code: 'custom',
          path: ['password'],
          message: PRIVACY_MESSAGES.passwordRequired,
        });
      }
      if (!hasSetPassword && form.confirmation.trim() !== DELETE_ACCOUNT_CONFIRMATION) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmation'],
          message: PRIVACY_MESSAGES.confirmationRequired,
        });
      }
    });
}
export type DeleteAccountForm = z.infer<ReturnType<typeof deleteAccountFormSchema>>;

/** 'closed': the account is gone and the session with it; 'confirmationSent': check your email. */
export const deleteAccountResponseSchema = z.object({
  outcome: z.enum(['closed', 'confirmationSent']),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** POST /api/account/confirm-deletion: the mailed link's token (the page posts it). */
export const confirmAccountDeletionInputSchema = z.object({ token: z.string().min(1).max(2000) });
export const confirmAccountDeletionResponseSchema = z.object({ outcome: z.literal('closed') });

/** GET /api/talentapi/privacy/data-export answers a ZIP: this file in it, and the uploads under files/. */
export const DATA_EXPORT_JSON_NAME = 'talent-data.json';
