// The frame every profile section is drawn in: an anchor for URL fragments, a heading with the
// section's actions, and the dimmed, inert look while another section is being edited. A
// section that says when it is editing gets focus moved for keyboard users: into the editor's
// first field when it opens, back to the action that opened it (or the heading) when it closes.
import { Card, Group, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
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
  /** This section's editor is open (moves focus into it, and back when it closes). */
  editing?: boolean;
  children: ReactNode;
}

/** What an opened editor's focus goes to: a field to type in (a select would open its list). */
const FIRST_FIELD =
  'input:not([disabled]):not([type="hidden"]):not([role="combobox"]):not([aria-haspopup]), textarea:not([disabled]), [contenteditable="true"]';
const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Moves focus when `editing` changes (not when the section first shows). */
function useEditorFocus(editing: boolean | undefined) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (editing === undefined || editing === wasEditing.current) return;
    wasEditing.current = editing;
    if (!editing) {
      (actionsRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? headingRef.current)?.focus();
      return;
    }
    // Into the editor: its first text field, else the editor itself (it starts with a select).
    const body = bodyRef.current;
    const field = body?.querySelector<HTMLElement>(FIRST_FIELD);
    (field ?? body)?.focus();
    if (field || !body) return;
    // An editor whose code is still loading shows a moment later: its first field takes focus
    // then, unless focus has moved on meanwhile.
    const observer = new MutationObserver(() => {
      const shown = body.querySelector<HTMLElement>(FIRST_FIELD);
      if (!shown) return;
      observer.disconnect();
      if (document.activeElement === body) shown.focus();
    });
    observer.observe(body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [editing]);
  return { bodyRef, actionsRef, headingRef };
}

export function ProfileSection({
  anchor,
  title,
  actions,
  locked,
  editing,
  children,
}: ProfileSectionProps) {
  const { iframe } = useProfileLayout();
  const { bodyRef, actionsRef, headingRef } = useEditorFocus(editing);
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
        <Title order={2} fz="lg" id={headingId} ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        {actions && (
          <Group gap="xs" ref={actionsRef}>
            {actions}
          </Group>
        )}
      </Group>
      <div ref={bodyRef} tabIndex={editing ? -1 : undefined} className={classes.body}>
        {children}
      </div>
    </Card>
  );
}
