import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { signUpBodySchema } from '@talent/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';
import { StandaloneCard } from '../../../shared/ui/standalone-card';
import { useSignUpMutation } from '../api/sign-up';
import { FormError } from '../components/form-error';
import { useAuthLink } from '../hooks/use-auth-link';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { serverFieldErrors } from '../lib/server-field-errors';

const FIELDS = ['name', 'email', 'password'] as const;

export function SignUpPage() {
  const { t } = useTranslation();
  const signUp = useSignUpMutation();
  const completeSignIn = useCompleteSignIn();
  const loginLink = useAuthLink('/login');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signUpBodySchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      const fieldErrors = Object.entries(serverFieldErrors(error, FIELDS));
      for (const [field, message] of fieldErrors) {
        form.setError(field as (typeof FIELDS)[number], { message });
      }
      // Messages the inputs already show are not repeated above the form.
      if (fieldErrors.length === 0) setFormError(errorMessageOf(error));
      return;
    }
    await completeSignIn();
  });

  return (
    <StandaloneCard
      title={t('auth.signUpTitle')}
      intro={t('auth.signUpIntro')}
      footer={
        <>
          {t('auth.haveAccount')}{' '}
          <Anchor component={Link} to={loginLink} fw={600}>
            {t('auth.signIn')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          <TextInput
            label={t('auth.name')}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            description={t('auth.passwordHint')}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" fullWidth size="md" loading={isSubmitting}>
            {t('auth.signUp')}
          </Button>
        </Stack>
      </form>
    </StandaloneCard>
  );
}
