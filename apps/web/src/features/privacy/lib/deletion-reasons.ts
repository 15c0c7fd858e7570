// The reasons for closing the account, 1-8 in the spec's order (spec 3 section 3), with the
// i18n key of each label; 8 is Other, which asks for free text.
import { DELETE_ACCOUNT_REASON_TYPES, type DeleteAccountReasonType } from '@talent/contract';

const REASON_KEYS = {
  1: 'noJobs',
  2: 'tooManyEmails',
  3: 'duplicateAccount',
  4: 'notUsed',
  5: 'misunderstood',
  6: 'businessAccount',
  7: 'hacked',
  8: 'other',
} as const satisfies Record<DeleteAccountReasonType, string>;

export const DELETION_REASONS = DELETE_ACCOUNT_REASON_TYPES.map((value) => ({
  value,
  labelKey: `privacy.deleteModal.reasons.${REASON_KEYS[value]}` as const,
}));
