// The business card's Edit form (spec 2 sections 2.3, 5): role title, bio with a counter, skill
// tags, links and location. Save sends PUT businessCard and reloads the card; the contract's
// schema holds every rule and message, shared with the server.
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import {
  type AddressLocation,
  BUSINESS_CARD_LIMITS,
  type BusinessCard,
  updateBusinessCardBodySchema,
} from '@talent/contract';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showErrorToast } from '../../../../shared/lib/show-error-toast';
import { useScrollFormIntoView } from '../../section-mode/profile-layout';
import { FormActions } from '../../section-mode/section-buttons';
import { useUpdateBusinessCard } from '../api/update-business-card';
import { LinksEditor } from './links-editor';
import { LocationField } from './location-field';
import type { ManualAddressReport } from './manual-address-form';

type FormInput = z.input<typeof updateBusinessCardBodySchema>;
type FormOutput = z.output<typeof updateBusinessCardBodySchema>;

const valuesOf = (card: BusinessCard): FormInput => ({
  currentRole: card.currentRole ?? '',
  bioMessage: card.bioMessage ?? '',
  specialities: card.specialities.map((s) => s.label),
  externalLinks: card.externalLinks,
  addressLocation: card.addressLocation,
});

export function CardEditForm({ card, onDone }: { card: BusinessCard; onDone: () => void }) {
  const { t } = useTranslation();
  const scrollIntoView = useScrollFormIntoView();
  const update = useUpdateBusinessCard();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateBusinessCardBodySchema),
    defaultValues: valuesOf(card),
  });
  const { errors, submitCount } = form.formState;
  const flushAddress = useRef<(() => ManualAddressReport) | null>(null);
  const bio = form.watch('bioMessage') ?? '';

  const save = form.handleSubmit(async (values) => {
    const body = { ...values };
    const address = flushAddress.current?.();
    if (address) {
      if (!address.valid) return;
      body.addressLocation = address.value;
    }
    try {
      await update.mutateAsync(body);
      onDone();
    } catch (error) {
      showErrorToast(error);
    }
  });

  return (
    <form
      ref={scrollIntoView}
      noValidate
      aria-label={t('profileEditor.businessCard.editCard')}
      onSubmit={(event) => {
        // A pending manual address change is applied before the schema runs.
        const address = flushAddress.current?.();
        if (address?.valid) form.setValue('addressLocation', address.value);
        void save(event);
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('profileEditor.businessCard.roleTitle')}
          withAsterisk
          {...form.register('currentRole')}
          error={errors.currentRole?.message}
        />
        <Textarea
          label={t('profileEditor.businessCard.bio')}
          autosize
          minRows={3}
          maxRows={8}
          {...form.register('bioMessage')}
          description={t('profileEditor.businessCard.bioCounter', {
            length: String(bio.length),
            max: String(BUSINESS_CARD_LIMITS.bio),
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errors.bioMessage?.message}
        />
        <Controller
          control={form.control}
          name="specialities"
          render={({ field }) => (
            <TagsInput
              label={t('profileEditor.businessCard.skillTags')}
              placeholder={t('profileEditor.businessCard.skillTagsPlaceholder')}
              description={
                card.suggestedSpecialities.length > 0
                  ? t('profileEditor.businessCard.skillTagsHint')
                  : undefined
              }
              data={card.suggestedSpecialities.map((s) => s.label)}
              value={field.value ?? []}
              onChange={field.onChange}
              maxTags={BUSINESS_CARD_LIMITS.specialities}
              clearable
              error={errors.specialities?.message ?? errors.specialities?.[0]?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="externalLinks"
          render={({ field }) => (
            <LinksEditor
              links={field.value ?? []}
              onChange={field.onChange}
              error={errors.externalLinks?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="addressLocation"
          render={({ field }) => (
            <LocationField
              value={(field.value ?? null) as AddressLocation | null}
              onChange={field.onChange}
              onValidityChange={() => undefined}
              showErrors={submitCount > 0}
              flushRef={flushAddress}
            />
          )}
        />
        <FormActions busy={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
