// What a profile section shows while its data loads, or when loading failed.
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';

/** Two grey lines while a section's list loads. */
export function SectionSkeleton() {
  return (
    <Stack gap="xs" aria-busy>
      <Skeleton height={20} />
      <Skeleton height={20} />
    </Stack>
  );
}

/** The load failed: the message from the server and Retry. */
export function SectionLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light">
      <Group justify="space-between">
        {errorMessageOf(error)}
        <Button size="xs" variant="white" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
