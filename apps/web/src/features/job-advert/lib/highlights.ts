// The advert's highlights (spec 2 section 2.1): location, work type, salary range, close date
// and positions. A missing value shows its placeholder ('Location not supplied', ...) when the
// community enables empty highlights, and is left out otherwise. 'Position(s)' is plural
// unless the number is 1.
import type { AdvertCloseDate, CareersJobAdvert } from '@talent/contract';
import type { TFunction } from 'i18next';
import { closingPrefix, formatDate } from './advert-dates';

export type HighlightKey = 'location' | 'workType' | 'salary' | 'closeDate' | 'positions';

export interface Highlight {
  key: HighlightKey;
  text: string;
  /** True when the text is a placeholder for a missing value. */
  placeholder: boolean;
}

export function advertHighlights(
  job: CareersJobAdvert,
  closeDate: AdvertCloseDate,
  options: { emptyHighlightsEnabled: boolean; now: Date; t: TFunction },
): Highlight[] {
  const { t, now, emptyHighlightsEnabled } = options;
  const closes = closeDate.closeAt
    ? t(`jobAdvert.${closingPrefix(closeDate.closeAt, now)}`, {
        date: formatDate(closeDate.closeAt, 'short'),
      })
    : null;
  const candidates: [HighlightKey, string | null, string | null][] = [
    ['location', job.physicalLocation ?? job.workLocationName, t('jobAdvert.locationNotSupplied')],
    ['workType', job.workType, t('jobAdvert.workTypeNotSupplied')],
    ['salary', job.salaryRange, t('jobAdvert.salaryRangeNotSupplied')],
    ['closeDate', closes, t('jobAdvert.closeDateNotSupplied')],
    ['positions', t('jobAdvert.positions', { count: job.numberOfPositions }), null],
  ];
  return candidates.flatMap(([key, value, placeholder]): Highlight[] => {
    if (value?.trim()) return [{ key, text: value, placeholder: false }];
    return emptyHighlightsEnabled && placeholder
      ? [{ key, text: placeholder, placeholder: true }]
      : [];
  });
}
