// The consent expiry's chip and tooltip (spec 3 section 4, "Consent"):
// - Expired: the expiry is in the past.
// - 'Expiring Soon': consentExpiresSoon is true, or the date has passed.
// A chip shows when the consent is expiring soon (which a passed date always is): red 'Expired'
// once the date has passed, else yellow 'Expiring Soon'.
import type { Connection } from '@talent/contract';
import { formatDate } from './format-date';

type ConsentFields = Pick<
  Connection,
  'consentExpiry' | 'consentExpiresSoon' | 'consentExpiresHuman'
>;

export interface ConsentState {
  expired: boolean;
  expiringSoon: boolean;
}

export type ConsentChip = 'expired' | 'expiringSoon';

export function consentState(connection: ConsentFields, now: Date = new Date()): ConsentState {
  const expiry = connection.consentExpiry ? new Date(connection.consentExpiry).getTime() : NaN;
  const expired = !Number.isNaN(expiry) && expiry < now.getTime();
  return { expired, expiringSoon: connection.consentExpiresSoon || expired };
}

export function consentChip(state: ConsentState): ConsentChip | null {
  if (state.expired) return 'expired';
  return state.expiringSoon ? 'expiringSoon' : null;
}

export const CONSENT_CHIP_COLOURS: Record<ConsentChip, string> = {
  expired: 'red',
  expiringSoon: 'yellow',
};

/** The tooltip's text key and values, or null when there is no expiry to speak of. */
export function consentTooltip(
  connection: ConsentFields,
  now: Date = new Date(),
): {
  key:
    | 'consentExpiredOn'
    | 'consentWillExpireOn'
    | 'consentExpiredOnDate'
    | 'consentWillExpireOnDate';
  date: string;
  human: string | null;
} | null {
  const date = formatDate(connection.consentExpiry);
  if (!date) return null;
  const { expired } = consentState(connection, now);
  const human = connection.consentExpiresHuman;
  if (human) return { key: expired ? 'consentExpiredOn' : 'consentWillExpireOn', date, human };
  return { key: expired ? 'consentExpiredOnDate' : 'consentWillExpireOnDate', date, human: null };
}
