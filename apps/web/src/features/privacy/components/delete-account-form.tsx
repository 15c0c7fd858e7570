// The delete-account form (spec 3 section 5): a reason, then the password when one is set or the
// typed DELETE when not; the contract's schema gives the rules and messages. A wrong password
// comes back as the password field's error; any other failure is a toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import {
  apiErrorSchema,
  DELETE_ACCOUNT_CONFIRMATION,
  type DeleteAccountInput,
  deleteAccountFormSchema,
  type DeleteAccountForm as FormValues,
} from '@talent/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../shared/lib/http';
import { showErrorToast } from '../../../shared/lib/show-error-toast';
import { emptyDeleteAccountForm, toDeleteAccountInput } from '../lib/delete-account-payload';
import { DeletionReasonField } from './deletion-reason-field';

interface DeleteAccountFormProps {
  hasSetPassword: boolean;
  /** Sends the request and acts on its outcome; throws what the call threw. */
  onSubmit: (input: DeleteAccountInput) => Promise<void>;
  onCancel: () => void;
}

function serverPasswordError(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = apiErrorSchema.partial().safeParse(error.body);
  return body.success ? body.data.fields?.password : undefined;
}

export function DeleteAccountForm({ hasSetPassword, onSubmit, onCancel }: DeleteAccountFormProps) {
  const { t } = useTranslation();
  const form = useForm<FormValues>({
    resolver: zodResolver(deleteAccountFormSchema(hasSetPassword)),
    defaultValues: emptyDeleteAccountForm(),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(toDeleteAccountInput(values, hasSetPassword));
    } catch (error) {
      const passwordError = hasSetPassword ? serverPasswordError(error) : undefined;
      if (passwordError)
        form.setError('password', { message: passwordError }, { shouldFocus: true });
      else showErrorToast(error);
    }
  });

  const cancel = () => {
    // Cancel clears the reason (spec 3 section 4): a later open starts afresh.
    form.reset(emptyDeleteAccountForm());
    onCancel();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('privacy.deleteModal.intro')}</Text>
        <DeletionReasonField form={form} />
        {hasSetPassword ? (
          <PasswordInput
            label={t('privacy.deleteModal.password')}
            description={t('privacy.deleteModal.passwordHint')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            // PasswordInput marks its inner input data-invalid only; say it to screen readers too.
            aria-invalid={errors.password ? true : undefined}
            {...form.register('password')}
          />
        ) : (
          <TextInput
            label={t('privacy.deleteModal.confirmation', { word: DELETE_ACCOUNT_CONFIRMATION })}
            description={t('privacy.deleteModal.confirmationHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            error={errors.confirmation?.message}
            {...form.register('confirmation')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} disabled={isSubmitting}>
            {t('privacy.deleteModal.cancel')}
          </Button>
          <Button type="submit" color="red.8" loading={isSubmitting}>
            {t(hasSetPassword ? 'privacy.deleteModal.confirm' : 'privacy.deleteModal.sendLink')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
