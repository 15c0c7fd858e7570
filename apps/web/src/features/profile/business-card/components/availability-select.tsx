// Availability (spec 2 sections 2.3, 4.3, 8): saved on change; when the save fails the previous
// status is shown again and the server's message is toasted.
// The select's list brings the floating dropdown's code, which the card's first view does
// without: the field shows at once as a look-alike, and the select itself loads with its own
// chunk just after (as the account menu does). A click or key on the look-alike in that moment
// is not lost: the list opens, with focus, as soon as the select arrives.
import { ComboboxChevron, InputBase } from '@mantine/core';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../../shared/lib/show-error-toast';
import { useUpdateJobSearchStatus } from '../api/update-job-search-status';
import { StatusDot, statusOf } from './status-dot';

const StatusSelect = lazy(() =>
  import('./status-select').then((m) => ({ default: m.StatusSelect })),
);

/** The keys that open a select's list. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];

export function AvailabilitySelect({
  jobSearchStatusId,
  disabled,
}: {
  jobSearchStatusId: number | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateJobSearchStatus();
  // What the select shows: the saved status, or the one being saved.
  const [shown, setShown] = useState<string | null>(null);
  const saved = jobSearchStatusId === null ? null : String(jobSearchStatusId);
  const value = shown ?? saved;
  const status = statusOf(value);
  // The look-alike's focus, and a click or key on it that asked for the list: both handed to the
  // select when it arrives.
  const [focused, setFocused] = useState(false);
  const [openRequested, setOpenRequested] = useState(false);

  const change = async (next: string | null) => {
    if (next === null || next === value) return;
    setShown(next);
    try {
      await update.mutateAsync({ jobSearchStatusId: Number(next) });
    } catch (error) {
      showErrorToast(error);
    } finally {
      // The saved status again: the new one after a save, the previous one after a failure.
      setShown(null);
    }
  };

  const field = {
    label: t('profileEditor.businessCard.availability'),
    placeholder: t('profileEditor.businessCard.selectStatus'),
    disabled,
    leftSection: status ? <StatusDot color={status.color} /> : undefined,
    w: { base: '100%', xs: 240 },
  };
  const lookAlike = (
    <InputBase
      {...field}
      value={status?.name ?? ''}
      readOnly
      pointer
      rightSection={<ComboboxChevron size="sm" />}
      rightSectionPointerEvents="none"
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={openRequested}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        setOpenRequested(false);
      }}
      onClick={() => setOpenRequested(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        setOpenRequested(true);
      }}
    />
  );

  return (
    <Suspense fallback={lookAlike}>
      <StatusSelect
        {...field}
        value={value}
        onChange={(next) => void change(next)}
        defaultDropdownOpened={openRequested}
        autoFocus={focused}
      />
    </Suspense>
  );
}
