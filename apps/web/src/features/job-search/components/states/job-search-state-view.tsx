// The four job search states that replace the results (spec 3 sections 2 and 4), with the
// product's exact titles: Empty, NoTalentCommunityConnections, LocationNotFound (with tips)
// and NoResults (with tips and a reset link).
import { Anchor, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type Icon,
  IconBriefcaseOff,
  IconMapPinOff,
  IconSearchOff,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSearchState } from '../../lib/job-search-state';

type StateWithoutResults = Exclude<JobSearchState, 'Default'>;

interface JobSearchStateViewProps {
  state: StateWithoutResults;
  /** The location term that matched no place. */
  locationTerm?: string | null;
  onReset: () => void;
}

function StatePanel({
  icon: StateIcon,
  title,
  children,
}: {
  icon: Icon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="sm" maw={560} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <StateIcon size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz={{ base: 20, sm: 22 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Tips({ tips }: { tips: string[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} ta="left" mt="xs">
      <Title order={3} fz="md">
        {t('jobSearchStates.tipsHeading')}
      </Title>
      <List size="sm" spacing={4} c="dimmed">
        {tips.map((tip) => (
          <List.Item key={tip}>{tip}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function JobSearchStateView({ state, locationTerm, onReset }: JobSearchStateViewProps) {
  const { t } = useTranslation();
  switch (state) {
    case 'Empty':
      return (
        <StatePanel icon={IconBriefcaseOff} title={t('jobSearchStates.emptyTitle')}>
          <Text c="dimmed">{t('jobSearchStates.emptyText')}</Text>
        </StatePanel>
      );
    case 'NoTalentCommunityConnections':
      return (
        <StatePanel icon={IconUsersGroup} title={t('jobSearchStates.noCommunitiesTitle')}>
          <Text c="dimmed">{t('jobSearchStates.noCommunitiesText')}</Text>
        </StatePanel>
      );
    case 'LocationNotFound':
      return (
        <StatePanel
          icon={IconMapPinOff}
          title={t('jobSearchStates.locationNotFoundTitle', { term: locationTerm ?? '' })}
        >
          <Tips
            tips={[
              t('jobSearchStates.locationTip1'),
              t('jobSearchStates.locationTip2'),
              t('jobSearchStates.locationTip3'),
            ]}
          />
        </StatePanel>
      );
    case 'NoResults':
      return (
        <StatePanel icon={IconSearchOff} title={t('jobSearchStates.noResultsTitle')}>
          <Tips
            tips={[
              t('jobSearchStates.noResultsTip1'),
              t('jobSearchStates.noResultsTip2'),
              t('jobSearchStates.noResultsTip3'),
            ]}
          />
          <Anchor component="button" type="button" fw={600} onClick={onReset}>
            {t('jobSearchStates.resetSearch')}
          </Anchor>
        </StatePanel>
      );
  }
}
