// Work types or Work options as a group of checkboxes; none ticked means any.
import { Checkbox, Stack } from '@mantine/core';
import type { SearchFilters } from '@talent/contract';
import { useTranslation } from 'react-i18next';

interface OptionChecklistProps {
  label: string;
  options: SearchFilters['workTypes'];
  /** Option values as text. */
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}

export function OptionChecklist({
  label,
  options,
  value,
  onChange,
  disabled,
}: OptionChecklistProps) {
  const { t } = useTranslation();
  if (options.length === 0) return null;
  return (
    <Checkbox.Group
      label={label}
      description={t('jobAlerts.preferences.anyOptionHint')}
      value={value}
      onChange={onChange}
    >
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Checkbox
            key={String(option.value)}
            value={String(option.value)}
            label={option.label}
            disabled={disabled}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
