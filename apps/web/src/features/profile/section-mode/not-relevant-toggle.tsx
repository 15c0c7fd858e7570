// 'Not relevant to me' of work history, qualifications, licences and IT skills (spec 2 sections
// 2.3, 4.3): a checkbox, saved at once. It follows the click before the call settles and falls
// back, with an error toast, when the call fails (useSectionVisibilityToggle).
import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SectionVisibilityToggle } from '../shared-api/put-section-visibility';

interface NotRelevantToggleProps {
  visibility: SectionVisibilityToggle;
  /** Another section is being edited, or the web resume has not loaded yet. */
  disabled: boolean;
}

export function NotRelevantToggle({ visibility, disabled }: NotRelevantToggleProps) {
  const { t } = useTranslation();
  return (
    <Checkbox
      label={t('profileEditor.page.notRelevant')}
      checked={visibility.checked}
      disabled={disabled || visibility.isPending}
      onChange={(event) => visibility.toggle(event.currentTarget.checked)}
    />
  );
}
