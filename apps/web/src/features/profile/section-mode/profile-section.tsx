// The frame every profile section is drawn in: an anchor for URL fragments, a heading with the
// section's actions, and the dimmed, inert look while another section is being edited.
import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useProfileLayout } from './profile-layout';
import classes from './profile-section.module.css';

export type SectionAnchor =
  | 'career-summary'
  | 'work-history'
  | 'education-summary'
  | 'qualifications'
  | 'it-skills'
  | 'licences'
  | 'achievements-summary'
  | 'languages'
  | 'business-card'
  | 'resume';

interface ProfileSectionProps {
  anchor: SectionAnchor;
  title: ReactNode;
  /** Buttons beside the heading (Add, Edit, 'Not relevant to me'). */
  actions?: ReactNode;
  /** Another section is being edited. */
  locked?: boolean;
  children: ReactNode;
}

export function ProfileSection({ anchor, title, actions, locked, children }: ProfileSectionProps) {
  const { iframe } = useProfileLayout();
  const headingId = `${anchor}-heading`;
  return (
    <Card
      component="section"
      id={anchor}
      aria-labelledby={headingId}
      withBorder={iframe}
      radius="md"
      padding="lg"
      className={classes.section}
      data-locked={locked || undefined}
      // inert removes the dimmed section's controls from clicks, keyboard and screen readers.
      inert={locked || undefined}
    >
      <Group justify="space-between" align="center" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {children}
    </Card>
  );
}
