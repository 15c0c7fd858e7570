// The join-community call to action (spec 3 sections 2 and 6): for a talent not connected to
// any talent community, a way to the communities they can join.
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function JoinCommunityCta() {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      aria-labelledby="join-community-title"
      radius="md"
      p="lg"
      bg="brand.0"
      style={{ border: '1px solid var(--mantine-color-brand-2)' }}
    >
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px' }}>
          <ThemeIcon size={44} radius="md" variant="filled" aria-hidden>
            <IconBuildingCommunity size={24} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="lg" id="join-community-title">
              {t('findJobs.joinCommunityTitle')}
            </Title>
            <Text size="sm">{t('findJobs.joinCommunityText')}</Text>
          </Stack>
        </Group>
        <Button component={Link} to="/communities">
          {t('findJobs.findCommunities')}
        </Button>
      </Group>
    </Paper>
  );
}
