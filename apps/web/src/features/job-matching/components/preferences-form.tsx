// The matching preferences form (spec 1 sections 2, 4, 5 and 8): preferred roles (a tag input
// with an Add button), a place with its radius (the job search's place search), the work type,
// and 'Update Preferences'. A submit with neither a place nor a role shows 'Preferences are
// required' and sends nothing; a failed update shows the server's message in a toast.
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Alert, Button, Grid, Group, Radio, Stack, TagsInput } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import {
  MATCHING_WORK_TYPES,
  PREFERRED_ROLES_MAX,
  type SuggestionsPageData,
} from '@talent/contract';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/api/get-app-config';
import { showErrorToast } from '../../../shared/lib/show-error-toast';
import { LocationSearch, RadiusSelect } from '../../job-search';
import { useUpdatePreferences } from '../api/update-preferences';
import {
  checkPreferences,
  formValuesOf,
  LOCATION_NOT_FOUND,
  type PreferencesFormValues,
} from '../lib/preferences-form';

/** Characters of one role (the contract's limit). */
const ROLE_MAX_LENGTH = 150;

const resolver: Resolver<PreferencesFormValues> = (values) => {
  const check = checkPreferences(values);
  if (check.ok) return { values, errors: {} };
  const error = { type: 'validate', message: check.message };
  const field = check.field === 'form' ? 'root' : check.field;
  return { values: {}, errors: { [field]: error } };
};

interface PreferencesFormProps {
  preferences: SuggestionsPageData['preferences'];
  onDone: () => void;
  onCancel?: () => void;
}

export function PreferencesForm({ preferences, onDone, onCancel }: PreferencesFormProps) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const defaultUnit = config.useImperialUnits ? 'miles' : 'km';
  const bias = /^[A-Za-z]{2}$/.test(config.homeBaseCountryId)
    ? config.homeBaseCountryId.toUpperCase()
    : 'AU';
  const update = useUpdatePreferences();
  const form = useForm<PreferencesFormValues>({
    resolver,
    defaultValues: formValuesOf(preferences, defaultUnit),
  });
  const { errors } = form.formState;
  const [roleText, setRoleText] = useState('');

  const submit = form.handleSubmit(async (values) => {
    const check = checkPreferences(values);
    if (!check.ok) return;
    try {
      await update.mutateAsync(check.body);
      onDone();
    } catch (error) {
      showErrorToast(error);
    }
  });

  const addRole = (roles: string[], onChange: (roles: string[]) => void) => {
    const role = roleText.trim().slice(0, ROLE_MAX_LENGTH);
    setRoleText('');
    if (!role || roles.length >= PREFERRED_ROLES_MAX) return;
    if (roles.some((r) => r.toLowerCase() === role.toLowerCase())) return;
    onChange([...roles, role]);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('jobMatching.preferences.edit')}
    >
      <Stack gap="md">
        <Controller
          control={form.control}
          name="preferredRoles"
          render={({ field }) => (
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TagsInput
                style={{ flex: 1, minWidth: 0 }}
                label={t('jobMatching.preferences.rolesLabel')}
                description={t('jobMatching.preferences.rolesHint', { max: PREFERRED_ROLES_MAX })}
                placeholder={
                  field.value.length < PREFERRED_ROLES_MAX
                    ? t('jobMatching.preferences.rolesPlaceholder')
                    : undefined
                }
                value={field.value}
                onChange={(roles) => {
                  field.onChange(
                    roles.map((r) => r.trim().slice(0, ROLE_MAX_LENGTH)).filter(Boolean),
                  );
                  form.clearErrors('root');
                }}
                searchValue={roleText}
                onSearchChange={setRoleText}
                maxTags={PREFERRED_ROLES_MAX}
                isDuplicate={(value, current) =>
                  current.some((r) => r.toLowerCase() === value.trim().toLowerCase())
                }
                splitChars={[',']}
                clearable
                maxLength={ROLE_MAX_LENGTH}
                error={errors.preferredRoles?.message}
              />
              <Button
                variant="default"
                style={{ flexShrink: 0 }}
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={!roleText.trim() || field.value.length >= PREFERRED_ROLES_MAX}
                // Keep the typed role: the box would turn it into a tag on blur as well.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => addRole(field.value, field.onChange)}
                mb={errors.preferredRoles ? 22 : 0}
              >
                {t('jobMatching.preferences.add')}
              </Button>
            </Group>
          )}
        />
        <Controller
          control={form.control}
          name="location"
          render={({ field }) => (
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, xs: 8 }}>
                <LocationSearch
                  value={field.value}
                  defaultUnit={defaultUnit}
                  bias={bias}
                  onChange={(location) => {
                    field.onChange(location);
                    form.clearErrors(['location', 'root'] as never);
                  }}
                />
                {errors.location?.message === LOCATION_NOT_FOUND && (
                  <Alert
                    color="red"
                    variant="light"
                    p="xs"
                    mt={6}
                    icon={<IconAlertCircle aria-hidden />}
                  >
                    {t('jobMatching.preferences.locationNotFound')}
                  </Alert>
                )}
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 4 }}>
                <RadiusSelect
                  location={field.value}
                  defaultUnit={defaultUnit}
                  onChange={field.onChange}
                />
              </Grid.Col>
            </Grid>
          )}
        />
        <Controller
          control={form.control}
          name="workType"
          render={({ field }) => (
            <Radio.Group
              label={t('jobMatching.preferences.workTypeLabel')}
              value={field.value}
              onChange={(value) => field.onChange(value)}
            >
              <Group gap="lg" mt={6}>
                {MATCHING_WORK_TYPES.map((option) => (
                  <Radio
                    key={option.value}
                    value={option.value}
                    label={t(`jobMatching.preferences.workTypes.${option.value}`)}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        {errors.root?.message && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {errors.root.message}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={update.isPending}>
            {t('jobMatching.preferences.submit')}
          </Button>
          {onCancel && (
            <Button variant="subtle" onClick={onCancel} disabled={update.isPending}>
              {t('jobMatching.preferences.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
