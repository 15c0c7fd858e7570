// A role's optional location: a search of suburbs, towns and cities; the pick sets the role's
// location (place id and label) and its country.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { LocationGroup, RoleCountry } from '@talent/contract';
import { useMemo, useState } from 'react';
import { useRolePlaces } from '../api/search-places';

interface RoleLocationFieldProps {
  label: string;
  description: string;
  placeholder: string;
  value: LocationGroup | null;
  onChange: (location: LocationGroup | null, country: RoleCountry | null) => void;
}

export function RoleLocationField({
  label,
  description,
  placeholder,
  value,
  onChange,
}: RoleLocationFieldProps) {
  const [search, setSearch] = useState(value?.label ?? '');
  const [term] = useDebouncedValue(search, 250);
  const places = useRolePlaces(term === value?.label ? '' : term);
  const data = useMemo(() => {
    const options = (places.data ?? []).map((p) => ({ value: p.id, label: p.label }));
    if (value && !options.some((o) => o.value === value.id)) {
      options.unshift({ value: value.id, label: value.label });
    }
    return options;
  }, [places.data, value]);

  return (
    <Select
      label={label}
      description={description}
      placeholder={placeholder}
      searchable
      clearable
      data={data}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={undefined}
      onChange={(id) => {
        if (!id) return onChange(null, null);
        const place = places.data?.find((p) => p.id === id);
        if (!place) return;
        onChange(
          { id: place.id, label: place.label },
          {
            id: place.countryIso2,
            name: place.countryName,
            iso2: place.countryIso2,
            hasStateList: false,
            position: 0,
          },
        );
      }}
    />
  );
}
