// The Job Alert Preferences form (spec 3 sections 2, 4 and 5): Roles (required: 'Roles are
// required' on a failed submit, and nothing is sent), Talent communities, Location with its
// Distance (shown only for no location or a suburb, reset when the location changes), Work
// types, Work options, Enable alerts (off by default) and Frequency (shown only when alerts
// are enabled), then Save. A failed submit focuses the first field in error; the outcome of a
// save is announced beside the button.
import { Button, Grid, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type AlertPreferences, KEYWORDS_MAX_LENGTH, type SearchFilters } from '@talent/contract';
import { useMemo, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/api/get-app-config';
import { errorMessageOf, showErrorToast } from '../../../shared/lib/show-error-toast';
import { LocationSearch, RadiusSelect } from '../../job-search';
import { useUpdateAlertPreferences } from '../api/update-alert-preferences';
import { communityOptions, knownCommunities } from '../lib/community-options';
import {
  type AlertPreferencesFormValues,
  browserTimeZone,
  checkPreferences,
  formValuesOf,
  LOCATION_NOT_CHOSEN,
  showsDistance,
  withDefaultRadius,
} from '../lib/preferences-form';
import { AlertsSection } from './alerts-section';
import { CommunitiesSelect } from './communities-select';
import { OptionChecklist } from './option-checklist';
import { type SaveOutcome, SaveOutcomeNotice } from './save-outcome-notice';

interface AlertPreferencesFormProps {
  saved: AlertPreferences | undefined;
  filters: SearchFilters | undefined;
  /** The preferences or the options could not be loaded: nothing can be changed. */
  disabled: boolean;
}

export function AlertPreferencesForm({ saved, filters, disabled }: AlertPreferencesFormProps) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const defaultUnit = config.useImperialUnits ? 'miles' : 'km';
  const bias = /^[A-Za-z]{2}$/.test(config.homeBaseCountryId)
    ? config.homeBaseCountryId.toUpperCase()
    : 'AU';
  const communities = useMemo(
    () => communityOptions(filters?.talentCommunities ?? []),
    [filters?.talentCommunities],
  );
  const startFrom = (preferences: AlertPreferences | undefined) => {
    const values = formValuesOf(preferences, defaultUnit);
    return {
      ...values,
      talentCommunities: knownCommunities(communities, values.talentCommunities),
    };
  };

  const resolver: Resolver<AlertPreferencesFormValues> = (values) => {
    const check = checkPreferences(values, defaultUnit, browserTimeZone());
    if (check.ok) return { values, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(check.errors).map(([field, message]) => [
        field,
        { type: 'validate', message },
      ]),
    );
    return { values: {}, errors };
  };

  const form = useForm<AlertPreferencesFormValues>({
    resolver,
    defaultValues: startFrom(saved),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const update = useUpdateAlertPreferences();
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const locationBox = useRef<HTMLDivElement>(null);
  const locked = disabled || update.isPending;

  const submit = form.handleSubmit(
    async (values) => {
      const check = checkPreferences(values, defaultUnit, browserTimeZone());
      if (!check.ok || disabled) return;
      setOutcome(null);
      try {
        const answer = await update.mutateAsync(check.body);
        form.reset(startFrom(answer));
        setOutcome({ ok: true });
      } catch (error) {
        setOutcome({ ok: false, message: errorMessageOf(error) });
        showErrorToast(error);
      }
    },
    (invalid) => {
      setOutcome(null);
      // The first field in error, in the order the form shows them.
      if (invalid.keywords) form.setFocus('keywords');
      else if (invalid.location) locationBox.current?.querySelector('input')?.focus();
    },
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form
        noValidate
        aria-label={t('jobAlerts.preferences.formLabel')}
        onSubmit={(event) => void submit(event)}
      >
        <Stack gap="lg">
          <TextInput
            label={t('jobAlerts.preferences.rolesLabel')}
            description={t('jobAlerts.preferences.rolesHint')}
            withAsterisk
            maxLength={KEYWORDS_MAX_LENGTH}
            disabled={locked}
            {...form.register('keywords')}
            // The box holds no more than the limit: the only way it fails is being empty.
            error={errors.keywords ? t('jobAlerts.preferences.rolesRequired') : undefined}
          />
          <Controller
            control={form.control}
            name="talentCommunities"
            render={({ field }) => (
              <CommunitiesSelect
                options={communities}
                value={field.value}
                onChange={field.onChange}
                disabled={locked || communities.length === 0}
              />
            )}
          />
          <Controller
            control={form.control}
            name="location"
            render={({ field }) => (
              <Grid gap="md">
                <Grid.Col span={{ base: 12, sm: 8 }}>
                  <div ref={locationBox}>
                    <LocationSearch
                      value={field.value}
                      defaultUnit={defaultUnit}
                      bias={bias}
                      disabled={locked}
                      onChange={(location) => {
                        field.onChange(withDefaultRadius(location));
                        form.clearErrors('location');
                      }}
                    />
                  </div>
                  {errors.location?.message === LOCATION_NOT_CHOSEN && (
                    <Text role="alert" size="sm" c="red.8" mt={4}>
                      {t('jobAlerts.preferences.locationNotChosen')}
                    </Text>
                  )}
                </Grid.Col>
                {showsDistance(field.value) && (
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <RadiusSelect
                      location={field.value}
                      defaultUnit={defaultUnit}
                      disabled={locked}
                      onChange={field.onChange}
                    />
                    {!field.value && (
                      <Text size="xs" c="dimmed" mt={4}>
                        {t('jobAlerts.preferences.distanceHint')}
                      </Text>
                    )}
                  </Grid.Col>
                )}
              </Grid>
            )}
          />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="workTypes"
                render={({ field }) => (
                  <OptionChecklist
                    label={t('jobAlerts.preferences.workTypesLabel')}
                    options={filters?.workTypes ?? []}
                    value={field.value}
                    onChange={field.onChange}
                    disabled={locked}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="flexibleWorkOptions"
                render={({ field }) => (
                  <OptionChecklist
                    label={t('jobAlerts.preferences.workOptionsLabel')}
                    options={filters?.flexibleWorkOptions ?? []}
                    value={field.value}
                    onChange={field.onChange}
                    disabled={locked}
                  />
                )}
              />
            </Grid.Col>
          </Grid>
          <AlertsSection control={form.control} disabled={locked} />
          <Group justify="space-between" align="center" gap="md" wrap="wrap-reverse">
            <SaveOutcomeNotice outcome={outcome} />
            <Button type="submit" size="md" loading={update.isPending} disabled={disabled}>
              {t('jobAlerts.preferences.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
