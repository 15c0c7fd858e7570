import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCompass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The catch-all: any path no route claims. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        <IconCompass size={34} stroke={1.5} />
      </ThemeIcon>
      <Title order={1} fz={28}>
        {t('notFound.title')}
      </Title>
      <Text c="dimmed" maw={420}>
        {t('notFound.body')}
      </Text>
      <Button component={Link} to="/home">
        {t('notFound.goHome')}
      </Button>
    </Stack>
  );
}
