// The profile-completion calls to action (spec 3 sections 4 and 9): the incomplete sections,
// most points missing first, at most 5. Each goes to its section of the profile, or opens the
// business card editor on this page.
import { Anchor, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { type CompletionSection, completionCallsToAction } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './home.module.css';

interface CompletionCallsToActionProps {
  sections: readonly CompletionSection[];
  onEditBusinessCard: () => void;
}

/** What completing `section` adds, as a share of all the profile's points. */
function percentGain(section: CompletionSection, totalPoints: number) {
  if (totalPoints <= 0) return 0;
  return Math.round(((section.pointsPossible - section.pointsCompleted) / totalPoints) * 100);
}

function CallToActionLabel({
  section,
  onEditBusinessCard,
}: {
  section: CompletionSection;
  onEditBusinessCard: () => void;
}) {
  const { navigationTarget: target } = section;
  // A state of this page wins over a route: the editor is right here.
  if (target.state === 'edit-business-card') {
    return (
      <UnstyledButton onClick={onEditBusinessCard} className={classes.ctaAction}>
        {section.label}
      </UnstyledButton>
    );
  }
  if (target.ngxRoute) {
    return (
      <Anchor component={Link} to={target.ngxRoute} className={classes.ctaAction}>
        {section.label}
      </Anchor>
    );
  }
  return <Text fw={600}>{section.label}</Text>;
}

export function CompletionCallsToAction({
  sections,
  onEditBusinessCard,
}: CompletionCallsToActionProps) {
  const { t } = useTranslation();
  const callsToAction = completionCallsToAction(sections);
  const totalPoints = sections.reduce((sum, section) => sum + section.pointsPossible, 0);
  if (callsToAction.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('home.completion.noCallsToAction')}
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      gap="sm"
      className={classes.plainList}
      aria-label={t('home.completion.callsToActionLabel')}
    >
      {callsToAction.map((section) => (
        <li key={section.key} className={classes.cta}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2}>
              <CallToActionLabel section={section} onEditBusinessCard={onEditBusinessCard} />
              <Text size="sm" c="dimmed">
                {section.description}
              </Text>
            </Stack>
            <Badge variant="light" color="blue" radius="sm" className={classes.points}>
              {t('home.completion.points', { points: percentGain(section, totalPoints) })}
            </Badge>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
