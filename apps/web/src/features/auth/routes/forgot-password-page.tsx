import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { requestPasswordResetBodySchema } from '@talent/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isHttpError } from '../../../shared/lib/http';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';
import { StandaloneCard } from '../../../shared/ui/standalone-card';
import {
  RESET_PASSWORD_REDIRECT,
  useRequestPasswordResetMutation,
} from '../api/request-password-reset';
import { FormError } from '../components/form-error';
import { useAuthLink } from '../hooks/use-auth-link';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordResetMutation();
  const loginLink = useAuthLink('/login');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(requestPasswordResetBodySchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await requestReset.mutateAsync({ email, redirectTo: RESET_PASSWORD_REDIRECT });
    } catch (error) {
      // Whether the account exists must not show: any answer from the server reads the same.
      // Only a failure to reach it (offline, 5xx) is reported, because then nothing was sent.
      if (!isHttpError(error) || error.status >= 500) {
        setFormError(errorMessageOf(error));
        return;
      }
    }
    setSentTo(email);
  });

  const backToSignIn = (
    <Anchor component={Link} to={loginLink} fw={600}>
      {t('auth.backToSignIn')}
    </Anchor>
  );

  return (
    <StandaloneCard
      title={t('auth.forgotTitle')}
      intro={sentTo ? undefined : t('auth.forgotIntro')}
      footer={backToSignIn}
    >
      {sentTo ? (
        <Alert
          color="brand"
          variant="light"
          icon={<IconMailCheck size={18} aria-hidden />}
          role="status"
        >
          {t('auth.resetSent', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <FormError message={formError} />
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" fullWidth size="md" loading={isSubmitting}>
              {t('auth.sendResetLink')}
            </Button>
          </Stack>
        </form>
      )}
    </StandaloneCard>
  );
}
