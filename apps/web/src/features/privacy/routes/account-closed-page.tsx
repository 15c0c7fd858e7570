// 'Your account has been closed': where closing the account ends, at once with the password or
// from the mailed link. It needs no session (there is none any more) and shows no shell.
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StandaloneCard } from '../../../shared/ui/standalone-card';
import { useAnnounceClosedAccount } from '../hooks/use-leave-closed-account';

export function AccountClosedPage() {
  const { t } = useTranslation();
  useAnnounceClosedAccount();
  return (
    <StandaloneCard
      title={t('privacy.accountClosed.title')}
      icon={
        <ThemeIcon size={52} radius="xl" variant="light" color="green" aria-hidden>
          <IconCircleCheck size={28} stroke={1.6} />
        </ThemeIcon>
      }
    >
      <Stack gap="md" align="flex-start">
        <Text>{t('privacy.accountClosed.text')}</Text>
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to="/sign-up">
            {t('privacy.accountClosed.signUp')}
          </Button>
          <Button component={Link} to="/login" variant="default">
            {t('privacy.accountClosed.signIn')}
          </Button>
        </Group>
      </Stack>
    </StandaloneCard>
  );
}
