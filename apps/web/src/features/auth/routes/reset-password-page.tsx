import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { authMessages, resetPasswordBodySchema } from '@talent/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';
import { StandaloneCard } from '../../../shared/ui/standalone-card';
import { useResetPasswordMutation } from '../api/reset-password';
import { FormError } from '../components/form-error';

// The contract's rule for the new password, plus the confirmation only the form has.
const resetFormSchema = resetPasswordBodySchema
  .pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // The emailed link lands here with ?error=INVALID_TOKEN when the token is unknown or expired.
  const linkInvalid = !token || searchParams.get('error') === 'INVALID_TOKEN';
  const resetPassword = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    try {
      await resetPassword.mutateAsync({ newPassword, token });
      setDone(true);
    } catch {
      // shown from resetPassword.error
    }
  });

  const signInLink = (
    <Anchor component={Link} to="/login" fw={600}>
      {t('auth.backToSignIn')}
    </Anchor>
  );

  if (linkInvalid) {
    return (
      <StandaloneCard title={t('auth.resetTitle')} footer={signInLink}>
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {t('auth.resetInvalid')}
        </Alert>
        <Button component={Link} to="/forgot-password" variant="light" fullWidth>
          {t('auth.forgotTitle')}
        </Button>
      </StandaloneCard>
    );
  }

  if (done) {
    return (
      <StandaloneCard title={t('auth.resetTitle')}>
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={18} aria-hidden />}
          role="status"
        >
          {t('auth.resetDone')}
        </Alert>
        <Button component={Link} to="/login" fullWidth size="md">
          {t('auth.signIn')}
        </Button>
      </StandaloneCard>
    );
  }

  return (
    <StandaloneCard title={t('auth.resetTitle')} footer={signInLink}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={resetPassword.error ? errorMessageOf(resetPassword.error) : null} />
          <PasswordInput
            label={t('auth.newPassword')}
            description={t('auth.passwordHint')}
            autoComplete="new-password"
            required
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <PasswordInput
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" fullWidth size="md" loading={isSubmitting}>
            {t('auth.resetPassword')}
          </Button>
        </Stack>
      </form>
    </StandaloneCard>
  );
}
