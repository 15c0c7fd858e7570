// One group-and-level list of IT skills: a type-ahead (MultiSelect) whose suggestions come from
// the server and leave out every skill already chosen at any level of the same group.
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ItSkillGroupId, ItSkillItem } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useItSkillSuggestions } from '../api/suggest-it-skills';

interface ItSkillPickerProps {
  group: ItSkillGroupId;
  label: string;
  value: ItSkillItem[];
  /** Ids chosen in the other levels of the same group. */
  chosenElsewhere: string[];
  onChange: (items: ItSkillItem[]) => void;
}

export function ItSkillPicker({
  group,
  label,
  value,
  chosenElsewhere,
  onChange,
}: ItSkillPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [focused, setFocused] = useState(false);
  const [term] = useDebouncedValue(search.trim(), 200);
  const exclude = [...chosenElsewhere, ...value.map((item) => item.id)];
  const suggestions = useItSkillSuggestions(group, term, exclude, focused);
  const excluded = new Set(exclude);
  const offered = (suggestions.data ?? []).filter((item) => !excluded.has(item.id));
  const known = new Map<string, ItSkillItem>();
  for (const item of [...value, ...offered]) known.set(item.id, item);
  return (
    <MultiSelect
      label={label}
      placeholder={
        value.length === 0 ? t('profileEditor.qualifications.itSkills.placeholder') : undefined
      }
      data={[...known.values()].map((item) => ({ value: item.id, label: item.label }))}
      value={value.map((item) => item.id)}
      onChange={(ids) => {
        onChange(ids.map((id) => known.get(id)).filter((item): item is ItSkillItem => !!item));
        setSearch('');
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onFocus={() => setFocused(true)}
      hidePickedOptions
      // The server has already filtered and ranked the suggestions.
      filter={({ options }) => options}
      nothingFoundMessage={
        focused && suggestions.isFetched
          ? t('profileEditor.qualifications.itSkills.nothingFound')
          : undefined
      }
      maxValues={50}
      clearable
      // Mantine keeps 100 px for the search field, which pushes it onto a second line beside a
      // single longer skill; a narrower minimum keeps one-skill fields one line high.
      styles={{ inputField: { minWidth: 36 } }}
    />
  );
}
