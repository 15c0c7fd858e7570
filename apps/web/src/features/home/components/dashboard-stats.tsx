// The talent's activity (spec 3 section 3): how often companies opened the profile, and the
// connected communities, which link to My Communities.
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DashboardStatus } from '@talent/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../shared/lib/format-count';
import classes from './home.module.css';

export function DashboardStats({ stats }: { stats: DashboardStatus['stats'] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} radius="md" padding="lg">
      <Title order={2} fz="lg" id={headingId} mb="sm">
        {t('home.stats.title')}
      </Title>
      <SimpleGrid component="dl" cols={2} spacing="md" className={classes.stats}>
        <Stack gap={2}>
          <Text component="dt" size="sm" c="dimmed">
            {t('home.stats.views')}
          </Text>
          <Text component="dd" fz={28} fw={700} lh={1.2} m={0}>
            {formatCount(stats.totalViews)}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text component="dt" size="sm" c="dimmed">
            {t('home.stats.connections')}
          </Text>
          <Stack component="dd" gap={2} m={0}>
            <Text fz={28} fw={700} lh={1.2}>
              {formatCount(stats.connectionCount)}
            </Text>
            <Anchor component={Link} to="/connections" size="sm" fw={600}>
              {t('home.stats.viewConnections')}
            </Anchor>
          </Stack>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
