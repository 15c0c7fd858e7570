// Closing an account (spec 3 sections 4 and 5). With a password set, the password closes it at
// once; without one, typing DELETE mails a link and the link closes it. Closing removes every row
// of the talent (the user row, which everything cascades from, and the rows keyed by email), then
// the uploaded files and the mails kept for the address; only the anonymous reason stays.
import { createHash, randomBytes } from 'node:crypto';
import {
  DELETE_ACCOUNT_CONFIRMATION,
  DELETE_ACCOUNT_LINK_HOURS,
  DELETE_ACCOUNT_REASON_OTHER,
  type DeleteAccountInput,
  PRIVACY_MESSAGES as M,
} from '@talent/contract';
import type { Database } from '@talent/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/file-storage';
import type { Mailer } from '../../lib/mailer';
import {
  type AccountRow,
  deleteAccount,
  findAccount,
  findDeletionRequest,
  findPasswordHash,
  listFileKeys,
  saveDeletionRequest,
} from './account.repo';
import { accountDeletionMail } from './account-deletion-mail';

export interface AccountDeps {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  publicUrl: string;
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
  log: FastifyBaseLogger;
}

interface Reason {
  reasonType: number;
  reasonDescription: string | null;
}

export const hasSetPassword = async (db: Database, userId: string) =>
  (await findPasswordHash(db, userId)) !== null;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function reasonOf(input: DeleteAccountInput): Reason {
  const description = input.reasonDescription?.trim();
  return {
    reasonType: input.reasonType,
    // The free text belongs to Other; with another reason it was left over from a change of mind.
    reasonDescription:
      input.reasonType === DELETE_ACCOUNT_REASON_OTHER && description ? description : null,
  };
}

const fieldError = (field: string, message: string) =>
  new AppError('BAD_REQUEST', message, { [field]: message });

/** The delete-account call: closes at once, or mails the confirmation link. */
export async function requestAccountDeletion(
  deps: AccountDeps,
  userId: string,
  input: DeleteAccountInput,
  now = new Date(),
): Promise<'closed' | 'confirmationSent'> {
  const account = await findAccount(deps.db, userId);
  if (!account) throw new AppError('NOT_FOUND', 'Account not found');
  const hash = await findPasswordHash(deps.db, userId);
  if (hash) {
    if (!input.password) throw fieldError('password', M.passwordRequired);
    if (!(await deps.verifyPassword(hash, input.password))) {
      throw fieldError('password', M.passwordIncorrect);
    }
    await closeAccount(deps, account, reasonOf(input));
    return 'closed';
  }
  if (input.confirmation?.trim() !== DELETE_ACCOUNT_CONFIRMATION) {
    throw fieldError('confirmation', M.confirmationRequired);
  }
  const token = randomBytes(32).toString('base64url');
  await saveDeletionRequest(deps.db, {
    userId,
    tokenHash: hashToken(token),
    ...reasonOf(input),
    expiresAt: new Date(now.getTime() + DELETE_ACCOUNT_LINK_HOURS * 3_600_000),
  });
  const url = `${deps.publicUrl}/talent/account/confirm-deletion?token=${token}`;
  await deps.mailer.send(accountDeletionMail({ to: account.email, url }));
  return 'confirmationSent';
}

/** The mailed link: closes the account it was sent for, if the link is still good. */
export async function confirmAccountDeletion(deps: AccountDeps, token: string, now = new Date()) {
  const request = await findDeletionRequest(deps.db, hashToken(token), now);
  const account = request && (await findAccount(deps.db, request.userId));
  if (!request || !account) throw new AppError('BAD_REQUEST', M.confirmationLinkInvalid);
  await closeAccount(deps, account, request);
}

async function closeAccount(deps: AccountDeps, account: AccountRow, reason: Reason) {
  const keys = account.talentId ? await listFileKeys(deps.db, account.talentId) : [];
  await deleteAccount(deps.db, account, reason);
  // After the rows: a file whose row is gone is unreachable, while a row whose file is gone
  // would be a broken profile had the transaction failed.
  for (const key of keys) {
    await deps.storage.remove(key).catch((error: unknown) => {
      deps.log.error({ err: error, key }, 'a closed account’s file could not be removed');
    });
  }
  await deps.mailer.forget?.(account.email);
  deps.log.info({ reasonType: reason.reasonType }, 'account closed');
}
