// The manual address form (spec 2 section 5: Manual address). Changes reach the parent form
// 300 ms after the last keystroke (spec 2 section 9), with whether the address is valid, so an
// invalid address blocks the card's save. Errors show only after a submit attempt.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  type AddressLocation,
  addressLocationToManual,
  type ManualAddress,
  manualAddressSchema,
  manualToAddressLocation,
} from '@talent/contract';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries, useStates } from '../api/get-countries';

export const ADDRESS_DEBOUNCE_MS = 300;

export interface ManualAddressReport {
  value: AddressLocation | null;
  valid: boolean;
}

interface ManualAddressFormProps {
  initial: AddressLocation | null;
  /** Show the messages: the parent form has been submitted at least once. */
  showErrors: boolean;
  onReport: (report: ManualAddressReport) => void;
  /** Set by this form: sends a pending (debounced) change at once, e.g. before a save. */
  flushRef?: RefObject<(() => ManualAddressReport) | null>;
}

type Field = keyof ManualAddress;

function validate(values: ManualAddress, countryName: string) {
  const parsed = manualAddressSchema.safeParse(values);
  if (parsed.success) {
    return {
      errors: {} as Partial<Record<Field, string>>,
      report: { value: manualToAddressLocation(parsed.data, countryName), valid: true },
    };
  }
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { errors, report: { value: null, valid: false } };
}

export function ManualAddressForm({
  initial,
  showErrors,
  onReport,
  flushRef,
}: ManualAddressFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ManualAddress>(() => addressLocationToManual(initial));
  const countries = useCountries();
  const country = countries.data?.find((c) => c.iso2 === values.countryIso2);
  const hasStateList = country?.hasStateList ?? false;
  const states = useStates(values.countryIso2, hasStateList);
  const countryName = country?.name ?? initial?.country.name ?? values.countryIso2;
  const { errors, report } = useMemo(() => validate(values, countryName), [values, countryName]);

  // Report 300 ms after the last change; keep the latest for a flush.
  const latest = useRef(report);
  latest.current = report;
  const onReportRef = useRef(onReport);
  onReportRef.current = onReport;
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new report (new values) restarts the 300 ms wait; the callback reads it through a ref.
  useEffect(() => {
    if (first.current) {
      // The starting values are reported at once: the parent knows from the start whether
      // the address it holds is valid.
      first.current = false;
      onReportRef.current(latest.current);
      return;
    }
    pending.current = setTimeout(() => {
      pending.current = null;
      onReportRef.current(latest.current);
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      if (pending.current) clearTimeout(pending.current);
    };
  }, [report]);
  if (flushRef) {
    flushRef.current = () => {
      if (pending.current) {
        clearTimeout(pending.current);
        pending.current = null;
        onReportRef.current(latest.current);
      }
      return latest.current;
    };
  }

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const error = (field: Field) => (showErrors ? errors[field] : undefined);
  const text = (key: 'addressLine1' | 'addressLine2' | 'suburb' | 'postcode', required = true) => (
    <TextInput
      label={t(`profileEditor.businessCard.${key}`)}
      withAsterisk={required}
      value={values[key]}
      onChange={(e) => set(key)(e.currentTarget.value)}
      error={error(key)}
      autoComplete={
        {
          addressLine1: 'address-line1',
          addressLine2: 'address-line2',
          suburb: 'address-level2',
          postcode: 'postal-code',
        }[key]
      }
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      {text('addressLine1')}
      {text('addressLine2', false)}
      {text('suburb')}
      {hasStateList && states.data && states.data.length > 0 ? (
        <Select
          label={t('profileEditor.businessCard.state')}
          placeholder={t('profileEditor.businessCard.statePlaceholder')}
          withAsterisk
          searchable
          data={states.data.map((s) => s.name)}
          // A location from the search or the seed may hold the state's code ('NSW').
          value={
            states.data.find((s) => s.name === values.state || s.code === values.state)?.name ??
            (values.state || null)
          }
          onChange={(value) => set('state')(value ?? '')}
          error={error('state')}
        />
      ) : (
        <TextInput
          label={t('profileEditor.businessCard.state')}
          withAsterisk
          value={values.state}
          onChange={(e) => set('state')(e.currentTarget.value)}
          error={error('state')}
          autoComplete="address-level1"
        />
      )}
      {text('postcode')}
      <Select
        label={t('profileEditor.businessCard.country')}
        placeholder={t('profileEditor.businessCard.countryPlaceholder')}
        withAsterisk
        searchable
        data={(countries.data ?? []).map((c) => ({ value: c.iso2, label: c.name }))}
        value={values.countryIso2 || null}
        onChange={(value) => setValues((v) => ({ ...v, countryIso2: value ?? '', state: '' }))}
        error={error('countryIso2')}
      />
    </SimpleGrid>
  );
}
