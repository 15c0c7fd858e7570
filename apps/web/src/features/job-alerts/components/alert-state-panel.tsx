// The job alert listing's states without jobs (spec 3 section 4): NoResults ('No matching
// jobs') and AlertPreferencesMissing, each with the way to the preferences.
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBellCog, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type AlertStateWithoutJobs = 'NoResults' | 'AlertPreferencesMissing';

interface AlertStatePanelProps {
  state: AlertStateWithoutJobs;
  /** The home listing's smaller panel, whose heading sits under the listing's own. */
  compact?: boolean;
}

export function AlertStatePanel({ state, compact = false }: AlertStatePanelProps) {
  const { t } = useTranslation();
  const missing = state === 'AlertPreferencesMissing';
  const StateIcon = missing ? IconBellCog : IconSearchOff;
  return (
    <Paper withBorder radius="md" p={compact ? 'lg' : { base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="sm" maw={520} mx="auto">
        <ThemeIcon size={compact ? 44 : 56} radius="xl" variant="light" color="gray" aria-hidden>
          <StateIcon size={compact ? 22 : 28} stroke={1.6} />
        </ThemeIcon>
        <Title order={compact ? 3 : 2} fz={compact ? 'lg' : { base: 20, sm: 22 }}>
          {missing ? t('jobAlerts.states.missingTitle') : t('jobAlerts.states.noResultsTitle')}
        </Title>
        <Text c="dimmed">
          {missing ? t('jobAlerts.states.missingText') : t('jobAlerts.states.noResultsText')}
        </Text>
        <Button
          component={Link}
          to="/job-alerts/preferences"
          variant={missing ? 'filled' : 'default'}
          mt={4}
        >
          {missing ? t('jobAlerts.states.setPreferences') : t('jobAlerts.results.editPreferences')}
        </Button>
      </Stack>
    </Paper>
  );
}
