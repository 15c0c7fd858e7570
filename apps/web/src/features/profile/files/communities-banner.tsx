// Banner inviting the talent to browse talent communities (spec 2 sections 1, 6). Hidden by the
// session toggle hideOtherTalentCommunityPromptsEnabled, and when the app hides communities
// altogether (its link would lead nowhere). Dimmed and inert, like the sections, while a profile
// section is being edited.
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconUsersGroup } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../../shared/api/get-app-config';
import { useSession } from '../../../shared/api/get-session';
import { useAnySectionActive } from '../section-mode/section-mode';
import classes from './communities-banner.module.css';

/** Router path of Find Communities (under the /talent basename). */
export const FIND_COMMUNITIES_PATH = '/communities';

export function CommunitiesBanner() {
  const { t } = useTranslation();
  const session = useSession();
  const appConfig = useAppConfig();
  const headingId = useId();
  const locked = useAnySectionActive();
  if (
    session.candidateFeatureToggles.hideOtherTalentCommunityPromptsEnabled ||
    appConfig.hideTalentCommunities
  ) {
    return null;
  }
  return (
    <Paper
      component="aside"
      aria-labelledby={headingId}
      radius="md"
      p="lg"
      className={classes.banner}
      data-locked={locked || undefined}
      inert={locked || undefined}
    >
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 20rem' }}>
          <ThemeIcon size={48} radius="xl" variant="white" aria-hidden>
            <IconUsersGroup size={26} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="lg" id={headingId}>
              {t('profileEditor.files.communities.title')}
            </Title>
            <Text size="sm">{t('profileEditor.files.communities.body')}</Text>
          </Stack>
        </Group>
        <Button
          component={Link}
          to={FIND_COMMUNITIES_PATH}
          rightSection={<IconArrowRight size={16} aria-hidden />}
          className={classes.action}
        >
          {t('profileEditor.files.communities.link')}
        </Button>
      </Group>
    </Paper>
  );
}
