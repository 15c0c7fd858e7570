// A multi-select dropdown for the bar's filters: a button showing what is chosen (the
// placeholder when nothing is, the total label when everything is), over a listbox of checkable
// options that may form a hierarchy (talent communities, categories with sub-categories).
import { CheckboxIndicator, Combobox, Group, InputBase, Text, useCombobox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DropdownOption, toggleOption, topMostSelected } from '../../lib/filter-options';

interface FilterDropdownProps {
  label: string;
  placeholder: string;
  options: DropdownOption[];
  value: string[];
  onChange: (value: string[]) => void;
  /** Shown when every option is chosen (the work options' "All"). */
  totalLabel?: string;
  disabled?: boolean;
}

const INDENT_PX = 20;

export function FilterDropdown({
  label,
  placeholder,
  options,
  value,
  onChange,
  totalLabel,
  disabled,
}: FilterDropdownProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const selected = new Set(value);
  const chosen = topMostSelected(options, value);
  const everything = options.length > 0 && options.every((o) => selected.has(o.value));

  let summary: string | null = null;
  if (everything && totalLabel) summary = totalLabel;
  else if (chosen.length === 1) summary = chosen[0]?.label ?? null;
  else if (chosen.length > 1)
    summary = t('searchBar.moreSelected', {
      label: chosen[0]?.label ?? '',
      more: String(chosen.length - 1),
    });

  const partlyChosen = (option: DropdownOption) =>
    !selected.has(option.value) &&
    options.some((o) => o.parent === option.value && selected.has(o.value));

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(option) => onChange(toggleOption(options, value, option))}
      disabled={disabled}
    >
      <Combobox.Target targetType="button" withExpandedAttribute>
        <InputBase
          component="button"
          type="button"
          pointer
          label={label}
          disabled={disabled}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          styles={{ input: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
        >
          {/* "All …" is the value of an empty filter: shown dimmed, at a readable contrast. */}
          {summary ?? (
            <Text span c="dimmed" inherit>
              {placeholder}
            </Text>
          )}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options
          aria-label={label}
          aria-multiselectable
          mah={280}
          style={{ overflowY: 'auto' }}
        >
          {options.map((option) => {
            const checked = selected.has(option.value);
            const partly = partlyChosen(option);
            return (
              <Combobox.Option
                key={option.value}
                value={option.value}
                active={checked}
                aria-selected={checked}
                aria-level={option.depth + 1}
                style={{ paddingInlineStart: 10 + option.depth * INDENT_PX }}
              >
                <Group gap="xs" wrap="nowrap">
                  <CheckboxIndicator
                    checked={checked || partly}
                    indeterminate={partly}
                    size="xs"
                    aria-hidden
                  />
                  <span>{option.label}</span>
                </Group>
              </Combobox.Option>
            );
          })}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
