// While the advert loads: the page's shape, and a failure with a retry.
import { Alert, Button, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';
import classes from './job-advert.module.css';

export function AdvertSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={classes.page} aria-busy="true">
      <VisuallyHidden role="status">{t('jobAdvert.loading')}</VisuallyHidden>
      <Skeleton height={168} radius="lg" />
      <div className={classes.layout}>
        <Paper withBorder radius="md" p="xl">
          <Stack gap="md">
            <Skeleton height={14} width={120} />
            <Skeleton height={32} width="70%" />
            <Skeleton height={16} width="90%" />
            <Skeleton height={120} />
          </Stack>
        </Paper>
        <div className={classes.aside}>
          <Skeleton height={160} radius="md" />
        </div>
      </div>
    </div>
  );
}

export function AdvertError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={t('jobAdvert.loadFailed')}
    >
      {errorMessageOf(error)}
      <div>
        <Button size="xs" variant="white" color="red" mt="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    </Alert>
  );
}
