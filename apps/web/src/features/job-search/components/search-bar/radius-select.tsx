// The distance around the chosen place: the options of the place's unit (km or miles, spec 1
// section 9), each sent in kilometres. Nothing to choose until a place is chosen.
import { Select } from '@mantine/core';
import { type DistanceUnit, defaultRadius } from '@talent/geo/units';
import { useTranslation } from 'react-i18next';
import { radiusSelectData } from '../../lib/radius';
import type { SearchLocation } from '../../lib/search-model';

interface RadiusSelectProps {
  location: SearchLocation | null;
  defaultUnit: DistanceUnit;
  onChange: (location: SearchLocation) => void;
  disabled?: boolean;
}

export function RadiusSelect({ location, defaultUnit, onChange, disabled }: RadiusSelectProps) {
  const { t } = useTranslation();
  const unit = location?.distanceUnit ?? defaultUnit;
  const geometry = location?.geometry ?? null;
  const radius = geometry?.radius ?? defaultRadius(unit);
  return (
    <Select
      label={t('searchBar.radiusLabel')}
      data={radiusSelectData(unit)}
      value={String(radius)}
      allowDeselect={false}
      disabled={disabled || !geometry}
      onChange={(next) => {
        if (!location || !geometry || next === null) return;
        onChange({ ...location, geometry: { ...geometry, radius: Number(next) } });
      }}
    />
  );
}
