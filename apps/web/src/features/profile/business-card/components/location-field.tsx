// The card's location: a search of suburbs, towns and cities (picking one fills the address
// location), or the manual address form. Switching back to the search with an invalid manual
// address clears the value (spec 2 section 5).
import { Anchor, Group, Input, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type AddressLocation, formatAddressLocation, type Place } from '@talent/contract';
import { type RefObject, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaces } from '../api/search-places';
import { ManualAddressForm, type ManualAddressReport } from './manual-address-form';

interface LocationFieldProps {
  value: AddressLocation | null;
  onChange: (value: AddressLocation | null) => void;
  /** False while the manual address is invalid: the card cannot be saved. */
  onValidityChange: (valid: boolean) => void;
  showErrors: boolean;
  flushRef: RefObject<(() => ManualAddressReport) | null>;
}

const CURRENT = 'current';

export const placeToAddressLocation = (place: Place): AddressLocation => ({
  address: null,
  suburb: {
    name: place.name,
    postcode: place.postcode,
    state: place.stateName ? { name: place.stateName } : null,
  },
  country: { iso2: place.countryIso2, name: place.countryName },
});

export function LocationField({
  value,
  onChange,
  onValidityChange,
  showErrors,
  flushRef,
}: LocationFieldProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'search' | 'manual'>(value?.address ? 'manual' : 'search');
  const [manualValid, setManualValid] = useState(true);

  const switchTo = (next: 'search' | 'manual') => {
    if (next === 'search') {
      flushRef.current?.();
      flushRef.current = null;
      // An invalid manual address is dropped rather than kept half-filled.
      if (!manualValid) onChange(null);
      setManualValid(true);
      onValidityChange(true);
    }
    setMode(next);
  };

  const report = ({ value: next, valid }: ManualAddressReport) => {
    setManualValid(valid);
    onValidityChange(valid);
    if (valid) onChange(next);
  };

  return (
    <Stack gap="xs">
      {mode === 'search' ? (
        <PlaceSearch value={value} onChange={onChange} />
      ) : (
        <Input.Wrapper label={t('profileEditor.businessCard.location')}>
          <ManualAddressForm
            initial={value}
            showErrors={showErrors}
            onReport={report}
            flushRef={flushRef}
          />
        </Input.Wrapper>
      )}
      <Group>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => switchTo(mode === 'search' ? 'manual' : 'search')}
        >
          {mode === 'search'
            ? t('profileEditor.businessCard.enterManually')
            : t('profileEditor.businessCard.searchInstead')}
        </Anchor>
      </Group>
    </Stack>
  );
}

function PlaceSearch({
  value,
  onChange,
}: {
  value: AddressLocation | null;
  onChange: (value: AddressLocation | null) => void;
}) {
  const { t } = useTranslation();
  const currentLabel = formatAddressLocation(value);
  const [search, setSearch] = useState(currentLabel);
  const [term] = useDebouncedValue(search, 250);
  // The chosen location's own label is not a search.
  const places = usePlaces(term === currentLabel ? '' : term);
  const data = useMemo(() => {
    const options = (places.data ?? [])
      .filter((p) => p.label !== currentLabel)
      .map((p) => ({ value: p.id, label: p.label }));
    if (value) options.unshift({ value: CURRENT, label: currentLabel });
    return options;
  }, [places.data, value, currentLabel]);
  return (
    <Select
      label={t('profileEditor.businessCard.locationSearch')}
      placeholder={t('profileEditor.businessCard.locationSearchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('profileEditor.businessCard.clearLocation') }}
      data={data}
      value={value ? CURRENT : null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has matched the term already.
      filter={({ options }) => options}
      nothingFoundMessage={
        term.trim() && !places.isFetching ? t('profileEditor.businessCard.noPlaces') : undefined
      }
      onChange={(id) => {
        if (id === null) {
          onChange(null);
          setSearch('');
          return;
        }
        if (id === CURRENT) return;
        const place = places.data?.find((p) => p.id === id);
        if (place) {
          const next = placeToAddressLocation(place);
          onChange(next);
          setSearch(formatAddressLocation(next));
        }
      }}
    />
  );
}
