// Location search (spec 1 section 2): suggestions of suburbs, towns and cities as the talent
// types. Choosing one sets the location. Leaving the box or pressing Enter without choosing
// takes the best match for the typed term (lib/best-place-match); a term no place matches is
// the location not-found state (the location keeps the term, without coordinates).
import { CloseButton, Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import type { Place } from '@talent/contract';
import type { DistanceUnit } from '@talent/geo/units';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../../shared/lib/show-error-toast';
import { normalisePlaceTerm, placesQueryOptions, usePlaces } from '../../api/search-places';
import { bestPlaceMatch } from '../../lib/best-place-match';
import { locationFromPlace } from '../../lib/radius';
import type { SearchLocation } from '../../lib/search-model';
import { PLACE_SUGGEST_DEBOUNCE_MS } from '../../lib/timing';
import classes from './location-search.module.css';

interface LocationSearchProps {
  value: SearchLocation | null;
  onChange: (location: SearchLocation | null) => void;
  defaultUnit: DistanceUnit;
  /** Country whose places come first (ISO alpha-2). */
  bias: string;
  disabled?: boolean;
}

export function LocationSearch({
  value,
  onChange,
  defaultUnit,
  bias,
  disabled,
}: LocationSearchProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const committed = value?.address ?? '';
  const [text, setText] = useState(committed);
  const [term] = useDebouncedValue(text, PLACE_SUGGEST_DEBOUNCE_MS);
  const suggesting = combobox.dropdownOpened && normalisePlaceTerm(term).length > 0;
  const places = usePlaces(suggesting ? term : '', bias);
  // What the box last settled on, so leaving it right after a choice does not look it up again.
  const settled = useRef(committed);

  useEffect(() => {
    settled.current = committed;
    setText(committed);
  }, [committed]);

  const choose = (place: Place) => {
    settled.current = place.label;
    setText(place.label);
    combobox.closeDropdown();
    onChange(locationFromPlace(place, value, defaultUnit));
  };

  /** The talent left the box or pressed Enter without choosing a suggestion. */
  const resolve = async (typed: string) => {
    const trimmed = normalisePlaceTerm(typed);
    if (trimmed === settled.current.trim()) return;
    settled.current = trimmed;
    combobox.closeDropdown();
    if (!trimmed) {
      onChange(null);
      return;
    }
    let found: Place[];
    try {
      found = await queryClient.fetchQuery(placesQueryOptions(trimmed, bias));
    } catch (error) {
      settled.current = committed;
      showErrorToast(error);
      return;
    }
    const best = bestPlaceMatch(trimmed, found, bias);
    if (best) choose(best);
    else
      onChange({
        address: trimmed,
        country: null,
        suburb: null,
        distanceUnit: value?.distanceUnit ?? defaultUnit,
        geometry: null,
      });
  };

  const notFound = value !== null && value.geometry === null;
  const options = places.data ?? [];

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const place = options.find((p) => p.id === id);
        if (place) choose(place);
      }}
    >
      <Combobox.Target>
        <TextInput
          label={t('searchBar.locationLabel')}
          placeholder={t('searchBar.locationPlaceholder')}
          value={text}
          disabled={disabled}
          error={notFound ? t('searchBar.locationNotFound') : undefined}
          classNames={{ input: classes.input, error: classes.error }}
          leftSection={<IconMapPin size={18} aria-hidden />}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => {
            if (text && !value?.geometry) combobox.openDropdown();
          }}
          onBlur={() => void resolve(text)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && combobox.getSelectedOptionIndex() === -1) {
              event.preventDefault();
              void resolve(text);
            }
          }}
          rightSection={
            places.isFetching ? (
              <Loader size={16} aria-hidden />
            ) : text && !disabled ? (
              <CloseButton
                size="sm"
                aria-label={t('searchBar.clearLocation')}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  settled.current = '';
                  setText('');
                  combobox.closeDropdown();
                  if (value) onChange(null);
                }}
              />
            ) : null
          }
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!suggesting || (places.isPending && !places.data)}>
        <Combobox.Options aria-label={t('searchBar.locationLabel')}>
          {options.map((place) => (
            <Combobox.Option key={place.id} value={place.id}>
              {place.label}
            </Combobox.Option>
          ))}
          {places.isSuccess && options.length === 0 && (
            <Combobox.Empty>{t('searchBar.noPlaces')}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
