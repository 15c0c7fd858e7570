import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PageTitleKey } from '../lib/route-handle';
import { PageHeader } from './page-header';

/** A page whose content is still to be built: its real title and an honest line, nothing more. */
export function UpcomingPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed">{t('pages.comingSoon')}</Text>
      </Paper>
    </>
  );
}
