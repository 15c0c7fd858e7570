// What shows instead of the grid: the first load, a failed load with a retry, and no
// communities for the filters (spec 3 section 2: 'No Talent Communities found').
import { Alert, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';

export function CommunitiesLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={t('communities.results.loadFailed')}
    >
      <Text size="sm">{errorMessageOf(error)}</Text>
      <Button size="xs" variant="white" color="red" mt="xs" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

export function NoCommunitiesFound({ onClearFilters }: { onClearFilters?: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="sm" maw={520} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconBuildingCommunity size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz={{ base: 20, sm: 22 }}>
          {t('communities.results.emptyTitle')}
        </Title>
        <Text c="dimmed">{t('communities.results.emptyHint')}</Text>
        {onClearFilters && (
          <Button variant="light" onClick={onClearFilters}>
            {t('communities.results.clearFilters')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
