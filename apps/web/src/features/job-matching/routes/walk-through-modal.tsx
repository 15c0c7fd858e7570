// The walk-through (spec 1 sections 2 and 4): four pages, Skip, clickable dots, Next, and Done
// on the last page. Skip or Done closes it; the dialog's title comes from the route (or, on the
// first visit, from the suggestions page that opens it).
import { Button, Group, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  type Icon,
  IconHeart,
  IconMapPin,
  IconSparkles,
  IconTargetArrow,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import classes from './walk-through-modal.module.css';

type PageKey = 'welcome' | 'roles' | 'location' | 'save';

const PAGES: { key: PageKey; icon: Icon }[] = [
  { key: 'welcome', icon: IconSparkles },
  { key: 'roles', icon: IconTargetArrow },
  { key: 'location', icon: IconMapPin },
  { key: 'save', icon: IconHeart },
];

export const WALK_THROUGH_PAGES = PAGES.length;

/**
 * The walk-through's pages. As the dialog route's page, closing goes back to the page under it;
 * opened by the first visit (not a route), `onClose` closes it.
 */
export function WalkThroughModal({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(0);
  const page = PAGES[current] ?? PAGES[0];
  if (!page) return null;
  const last = current === PAGES.length - 1;
  const close = onClose ?? (() => navigate('..'));
  // Focus stays on the control used; the page's text is a live region, so it is read out.
  const go = (index: number) => setCurrent(index);
  const PageIcon = page.icon;

  return (
    <Stack gap="lg">
      <Stack align="center" ta="center" gap="sm" mih={210} aria-live="polite">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <PageIcon size={38} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="xl">
          {t(`jobMatching.walkThrough.${page.key}Title`)}
        </Title>
        <Text c="dimmed">{t(`jobMatching.walkThrough.${page.key}Text`)}</Text>
      </Stack>
      <Group justify="center" gap={10} aria-label={t('jobMatching.walkThrough.pages')} role="group">
        {PAGES.map((p, index) => (
          <UnstyledButton
            key={p.key}
            className={classes.dot}
            aria-label={t('jobMatching.walkThrough.goToPage', {
              page: index + 1,
              count: PAGES.length,
            })}
            aria-current={index === current ? 'step' : undefined}
            onClick={() => go(index)}
          />
        ))}
      </Group>
      <Group justify="space-between">
        <Button variant="subtle" color="gray" c="gray.8" onClick={close}>
          {t('jobMatching.walkThrough.skip')}
        </Button>
        {/* One button, so the focus stays on it when Next becomes Done. */}
        <Button onClick={() => (last ? close() : go(current + 1))}>
          {last ? t('jobMatching.walkThrough.done') : t('jobMatching.walkThrough.next')}
        </Button>
      </Group>
    </Stack>
  );
}
