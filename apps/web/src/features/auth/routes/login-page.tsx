import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { signInBodySchema } from '@talent/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';
import { StandaloneCard } from '../../../shared/ui/standalone-card';
import { useSignInMutation } from '../api/sign-in';
import { FormError } from '../components/form-error';
import { useAuthLink } from '../hooks/use-auth-link';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

export function LoginPage() {
  const { t } = useTranslation();
  const signIn = useSignInMutation();
  const completeSignIn = useCompleteSignIn();
  const signUpLink = useAuthLink('/sign-up');
  const form = useForm({
    resolver: zodResolver(signInBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
    } catch {
      return; // shown from signIn.error
    }
    await completeSignIn();
  });

  return (
    <StandaloneCard
      title={t('auth.signInTitle')}
      intro={t('auth.signInIntro')}
      footer={
        <>
          {t('auth.noAccount')}{' '}
          <Anchor component={Link} to={signUpLink} fw={600}>
            {t('auth.signUp')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={signIn.error ? errorMessageOf(signIn.error) : null} />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Stack gap={6}>
            <PasswordInput
              label={t('auth.password')}
              autoComplete="current-password"
              required
              error={errors.password?.message}
              {...form.register('password')}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgot-password" size="sm">
                {t('auth.forgotPassword')}
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" fullWidth size="md" loading={isSubmitting}>
            {t('auth.signIn')}
          </Button>
        </Stack>
      </form>
    </StandaloneCard>
  );
}
