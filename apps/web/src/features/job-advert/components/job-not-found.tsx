// The job-not-found state (spec 2 section 2.1), with the way back to the job search.
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { jobSearchRoute } from '../lib/back-link';

export function JobNotFound() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" mt="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={1} fz={26}>
          {t('jobAdvert.notFoundTitle')}
        </Title>
        <Text c="dimmed">{t('jobAdvert.notFoundText')}</Text>
        <Button
          component={Link}
          to={jobSearchRoute(search)}
          leftSection={<IconSearch size={16} aria-hidden />}
          mt="sm"
        >
          {t('jobAdvert.goToJobSearch')}
        </Button>
      </Stack>
    </Paper>
  );
}
