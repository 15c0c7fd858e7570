// The role form, headed 'Add role' or 'Edit role' (spec 2 sections 2.3, 4.3, 5). The contract's
// role schema holds every rule and message, shared with the server; messages show only after a
// submit attempt. Ticking 'Current role' clears the end date and shows a disabled 'Current' field.
import '@mantine/dates/styles.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Checkbox,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import {
  localIsoDate,
  makeRoleInputSchema,
  ROLE_COMMENTS_MAX,
  type Role,
  type RoleInput,
  type RoleInputParsed,
} from '@talent/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useScrollFormIntoView } from '../../section-mode/profile-layout';
import { FormActions } from '../../section-mode/section-buttons';
import { useDropdownOptions } from '../api/get-dropdown-options';
import { useSaveRole } from '../api/save-role';
import { rowsOf } from '../lib/list-rows';
import { ListRowsField } from './list-rows-field';
import { RoleLocationField } from './role-location-field';
import { SpecialtiesField } from './specialties-field';

/** The web checks "not in the future" against the candidate's own calendar. */
export const roleFormSchema = makeRoleInputSchema(() => localIsoDate());

export const roleFormValues = (role: Role | null): RoleInput => ({
  id: role?.id ?? null,
  company: role?.company ?? '',
  division: role?.division ?? '',
  roleTitle: role?.roleTitle ?? '',
  fromDate: role?.fromDate ?? null,
  toDate: role?.toDate ?? null,
  isCurrent: role?.isCurrent ?? false,
  specialities: role?.specialities ?? [],
  profession: role?.profession ?? null,
  industry: role?.industry ?? null,
  country: role?.country ?? null,
  locationGroup: role?.locationGroup ?? null,
  responsibilitiesList: rowsOf(role?.responsibilitiesList ?? []),
  achievementsList: rowsOf(role?.achievementsList ?? []),
  extendedJobDesc: role?.extendedJobDesc ?? '',
  hideCompany: role?.hideCompany ?? false,
});

interface RoleFormProps {
  role: Role | null;
  onCancel: () => void;
  onSaved: () => void;
  /** Edit mode only: opens the delete confirmation. */
  onDelete?: () => void;
}

export function RoleForm({ role, onCancel, onSaved, onDelete }: RoleFormProps) {
  const { t } = useTranslation();
  const scrollIntoView = useScrollFormIntoView();
  const save = useSaveRole();
  const professions = useDropdownOptions('professions');
  const industries = useDropdownOptions('industries');
  const form = useForm<RoleInput, unknown, RoleInputParsed>({
    resolver: zodResolver(roleFormSchema),
    defaultValues: roleFormValues(role),
  });
  const { errors } = form.formState;
  const isCurrent = useWatch({ control: form.control, name: 'isCurrent' }) ?? false;
  const roleTitle = useWatch({ control: form.control, name: 'roleTitle' }) ?? '';
  const comments = useWatch({ control: form.control, name: 'extendedJobDesc' }) ?? '';
  const headingId = `role-form-${role?.id ?? 'new'}-heading`;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onSaved();
    } catch {
      // The toast has been shown; the form stays open with what was typed.
    }
  });

  const optionsOf = (data?: { label: string; value: number }[]) =>
    (data ?? []).map((o) => ({ value: String(o.value), label: o.label }));

  return (
    <Box
      component="form"
      ref={scrollIntoView}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
    >
      <Stack gap="md">
        <Title order={3} fz="md" id={headingId}>
          {role
            ? t('profileEditor.work.roleForm.editTitle')
            : t('profileEditor.work.roleForm.addTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('profileEditor.work.roleForm.company')}
            withAsterisk
            {...form.register('company')}
            error={errors.company?.message}
          />
          <TextInput
            label={t('profileEditor.work.roleForm.division')}
            {...form.register('division')}
            error={errors.division?.message}
          />
        </SimpleGrid>
        <TextInput
          label={t('profileEditor.work.roleForm.roleTitle')}
          withAsterisk
          {...form.register('roleTitle')}
          error={errors.roleTitle?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="fromDate"
            render={({ field }) => (
              <MonthPickerInput
                label={t('profileEditor.work.roleForm.startDate')}
                placeholder={t('profileEditor.work.roleForm.datePlaceholder')}
                withAsterisk
                valueFormat="MMM YYYY"
                maxDate={localIsoDate()}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={errors.fromDate?.message}
              />
            )}
          />
          {isCurrent ? (
            <TextInput
              label={t('profileEditor.work.roleForm.endDate')}
              value={t('profileEditor.work.roleForm.current')}
              disabled
              readOnly
            />
          ) : (
            <Controller
              control={form.control}
              name="toDate"
              render={({ field }) => (
                <MonthPickerInput
                  label={t('profileEditor.work.roleForm.endDate')}
                  placeholder={t('profileEditor.work.roleForm.datePlaceholder')}
                  withAsterisk
                  valueFormat="MMM YYYY"
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  error={errors.toDate?.message}
                />
              )}
            />
          )}
        </SimpleGrid>
        <Checkbox
          label={t('profileEditor.work.roleForm.currentRole')}
          checked={isCurrent}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            form.setValue('isCurrent', checked, { shouldDirty: true });
            if (checked) form.setValue('toDate', null, { shouldDirty: true });
            if (form.formState.submitCount > 0) void form.trigger(['toDate', 'fromDate']);
          }}
        />
        <Controller
          control={form.control}
          name="specialities"
          render={({ field }) => (
            <SpecialtiesField
              label={t('profileEditor.work.roleForm.specialties')}
              description={t('profileEditor.work.roleForm.specialtiesDescription')}
              placeholder={t('profileEditor.work.roleForm.specialtiesPlaceholder')}
              value={(field.value ?? []).map((s) => s.label)}
              onChange={(labels) => field.onChange(labels.map((label) => ({ label })))}
              roleTitle={roleTitle}
              error={errors.specialities?.message ?? errors.specialities?.[0]?.label?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="profession"
            render={({ field }) => (
              <Select
                label={t('profileEditor.work.roleForm.profession')}
                placeholder={t('profileEditor.work.roleForm.selectPlaceholder')}
                searchable
                clearable
                limit={100}
                data={optionsOf(professions.data)}
                value={field.value ? String(field.value.id) : null}
                onChange={(value, option) =>
                  field.onChange(
                    value && option ? { id: Number(value), label: option.label } : null,
                  )
                }
              />
            )}
          />
          <Controller
            control={form.control}
            name="industry"
            render={({ field }) => (
              <Select
                label={t('profileEditor.work.roleForm.industry')}
                placeholder={t('profileEditor.work.roleForm.selectPlaceholder')}
                searchable
                clearable
                limit={100}
                data={optionsOf(industries.data)}
                value={field.value ? String(field.value.id) : null}
                onChange={(value, option) =>
                  field.onChange(
                    value && option ? { id: Number(value), label: option.label } : null,
                  )
                }
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="locationGroup"
          render={({ field }) => (
            <RoleLocationField
              label={t('profileEditor.work.roleForm.location')}
              description={t('profileEditor.work.roleForm.locationDescription')}
              placeholder={t('profileEditor.work.roleForm.locationPlaceholder')}
              value={field.value ?? null}
              onChange={(location, country) => {
                field.onChange(location);
                form.setValue('country', country);
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="responsibilitiesList"
          render={({ field }) => (
            <ListRowsField
              legend={t('profileEditor.work.roleForm.responsibilities')}
              rows={field.value ?? []}
              onChange={field.onChange}
              rowLabel={(n) => t('profileEditor.work.roleForm.responsibilityLabel', { n })}
              placeholder={t('profileEditor.work.roleForm.responsibilityPlaceholder')}
              clearAll={{ label: t('profileEditor.work.roleForm.clearAll') }}
              errors={(field.value ?? []).map((_, i) => errors.responsibilitiesList?.[i]?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="achievementsList"
          render={({ field }) => (
            <ListRowsField
              legend={t('profileEditor.work.roleForm.achievements')}
              rows={field.value ?? []}
              onChange={field.onChange}
              rowLabel={(n) => t('profileEditor.work.roleForm.achievementLabel', { n })}
              placeholder={t('profileEditor.work.roleForm.achievementPlaceholder')}
              errors={(field.value ?? []).map((_, i) => errors.achievementsList?.[i]?.message)}
            />
          )}
        />
        <Textarea
          label={t('profileEditor.work.roleForm.comments')}
          autosize
          minRows={3}
          maxRows={12}
          {...form.register('extendedJobDesc')}
          description={t('profileEditor.work.roleForm.counter', {
            length: String(comments.length),
            max: String(ROLE_COMMENTS_MAX),
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errors.extendedJobDesc?.message}
        />
        <Controller
          control={form.control}
          name="hideCompany"
          render={({ field }) => (
            <Checkbox
              label={t('profileEditor.work.roleForm.hideCompany')}
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <FormActions busy={save.isPending} onCancel={onCancel} onDelete={onDelete} />
      </Stack>
    </Box>
  );
}
