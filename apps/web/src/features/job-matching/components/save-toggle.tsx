// The save toggle with its status text (spec 1 sections 2 and 4): flips between Saved and
// Unsaved; a click while a request is in flight is ignored. It is not disabled meanwhile: a
// disabled button would drop the keyboard focus.
import { Button, type ButtonProps, Loader } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SaveToggleProps extends Pick<ButtonProps, 'size'> {
  saved: boolean;
  pending: boolean;
  onToggle: () => void;
  /** Names the job for screen readers when the button is read out of its card. */
  describedBy?: string;
}

export function SaveToggle({
  saved,
  pending,
  onToggle,
  describedBy,
  size = 'sm',
}: SaveToggleProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      size={size}
      leftSection={
        pending ? (
          <Loader size={16} aria-hidden />
        ) : saved ? (
          <IconHeartFilled size={18} color="var(--mantine-color-red-7)" aria-hidden />
        ) : (
          <IconHeart size={18} aria-hidden />
        )
      }
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
      onClick={() => {
        if (!pending) onToggle();
      }}
    >
      {saved ? t('jobMatching.card.saved') : t('jobMatching.card.save')}
    </Button>
  );
}
