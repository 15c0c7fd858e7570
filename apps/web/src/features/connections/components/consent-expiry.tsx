// The consent expiry of a row: the date, a chip when the consent is expiring soon (red
// 'Expired' once the date has passed, else yellow 'Expiring Soon'), and the tooltip saying when
// it expires. The tooltip shows on hover, touch and keyboard focus of the chip (or of the date
// when there is no chip); screen readers get the same words as its description.
import { Tooltip, VisuallyHidden } from '@mantine/core';
import type { Connection } from '@talent/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_CHIP_COLOURS, consentChip, consentState, consentTooltip } from '../lib/consent';
import { formatDate } from '../lib/format-date';
import classes from './tag.module.css';

type ConsentFields = Pick<
  Connection,
  'consentExpiry' | 'consentExpiresSoon' | 'consentExpiresHuman'
>;

export function ConsentExpiry({ connection, now }: { connection: ConsentFields; now?: Date }) {
  const { t } = useTranslation();
  const tipId = useId();
  const date = formatDate(connection.consentExpiry);
  const tip = consentTooltip(connection, now);
  if (!date || !tip) return <span>{t('connections.row.noConsent')}</span>;
  const chip = consentChip(consentState(connection, now));
  const tipText = t(`connections.row.${tip.key}`, { date: tip.date, human: tip.human ?? '' });
  const chipText = chip ? t(`connections.row.${chip}`) : null;

  // A toggletip: a real button, so keyboard and touch users reach the tooltip; screen readers
  // read the same words as its description.
  const target = (
    <button
      type="button"
      className={chip ? `${classes.tag} ${classes.tipButton}` : classes.dateButton}
      data-tone={chip ? CONSENT_CHIP_COLOURS[chip] : undefined}
      data-testid={chip ? 'consent-chip' : undefined}
      aria-describedby={tipId}
    >
      {chip ? chipText : date}
    </button>
  );

  return (
    <>
      {chip && <span>{date}</span>}
      <Tooltip
        label={tipText}
        events={{ hover: true, focus: true, touch: true }}
        withArrow
        multiline
        maw={260}
      >
        {target}
      </Tooltip>
      <VisuallyHidden id={tipId}>{tipText}</VisuallyHidden>
    </>
  );
}
