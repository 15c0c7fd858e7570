// 'Your account has been closed': where closing the account ends, at once with the password or
// from the mailed link. It needs no session (there is none any more) and shows no shell.
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../../shared/ui/brand-mark';
import { MAIN_CONTENT_ID } from '../../../shared/ui/skip-link';
import classes from '../components/account-card.module.css';
import { useAnnounceClosedAccount } from '../hooks/use-leave-closed-account';

export function AccountClosedPage() {
  const { t } = useTranslation();
  useAnnounceClosedAccount();
  return (
    <main id={MAIN_CONTENT_ID} className={classes.page}>
      <BrandMark size="lg" />
      <Paper className={classes.card} withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }}>
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={52} radius="xl" variant="light" color="green" aria-hidden>
            <IconCircleCheck size={28} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 26 }}>
            {t('privacy.accountClosed.title')}
          </Title>
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
      </Paper>
    </main>
  );
}
