// Specialties of a role: up to 5 tags, with suggestions from POST /employerapi/specialties/suggest
// as the candidate types (or, before typing, from the role title).
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { TagsInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SPECIALTIES_MAX } from '@talent/contract';
import { useState } from 'react';
import { useSpecialtySuggestions } from '../../../../shared/api/suggest-specialties';

interface SpecialtiesFieldProps {
  label: string;
  description: string;
  placeholder: string;
  value: string[];
  onChange: (value: string[]) => void;
  roleTitle: string;
  error?: string;
}

export function SpecialtiesField({
  label,
  description,
  placeholder,
  value,
  onChange,
  roleTitle,
  error,
}: SpecialtiesFieldProps) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 250);
  const [title] = useDebouncedValue(roleTitle.trim(), 500);
  const suggestions = useSpecialtySuggestions(
    {
      ...(term ? { term: term.slice(0, 100) } : {}),
      ...(title ? { roleTitle: title.slice(0, 150) } : {}),
      exclude: value,
    },
    (term.length > 0 || title.length > 0) && value.length < SPECIALTIES_MAX,
  );
  return (
    <TagsInput
      label={label}
      description={description}
      placeholder={value.length < SPECIALTIES_MAX ? placeholder : undefined}
      withAsterisk
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      data={(suggestions.data ?? []).map((s) => s.label)}
      // The server has matched the term already; show its order.
      filter={({ options }) => options}
      maxTags={SPECIALTIES_MAX}
      splitChars={[',']}
      clearable
      error={error}
    />
  );
}
