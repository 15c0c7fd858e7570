// Placeholder cards while the search runs.
import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function JobResultsSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('findJobs.loadingJobs')} role="status">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Paper key={i} withBorder radius="md" p="lg">
          <Group align="flex-start" wrap="nowrap" gap="md">
            <Skeleton width={50} height={50} radius="sm" />
            <Stack gap={10} style={{ flex: 1 }}>
              <Skeleton height={18} width="45%" />
              <Skeleton height={12} width="25%" />
              <Skeleton height={12} width="90%" />
              <Skeleton height={12} width="70%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
