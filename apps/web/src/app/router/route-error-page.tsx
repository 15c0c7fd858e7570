import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { errorMessageOf } from '../../shared/lib/show-error-toast';
import { NotFoundPage } from './not-found-page';

/** Shown when a loader or page fails: the server's message and a way to try again. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <Stack component="section" align="center" gap="md" py={64} px="md" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="red" aria-hidden>
        <IconAlertTriangle size={34} stroke={1.5} />
      </ThemeIcon>
      <Title order={1} fz={28}>
        {t('errorPage.title')}
      </Title>
      <Text c="dimmed" maw={420}>
        {errorMessageOf(error)}
      </Text>
      <Group>
        <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
        <Button component={Link} to="/home" variant="default">
          {t('notFound.goHome')}
        </Button>
      </Group>
    </Stack>
  );
}
