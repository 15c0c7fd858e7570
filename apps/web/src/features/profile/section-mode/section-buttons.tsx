// The buttons every profile section uses: Add or Edit beside the heading, Edit on a list entry,
// and a form's Delete / Cancel / Save row.
import { Button, Group } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SectionActionButtonProps {
  /** Add (a plus) or Edit (a pencil). */
  kind: 'add' | 'edit';
  onClick: () => void;
  disabled: boolean;
  /** Loads the editor's code ahead of the click: when the pointer comes over, or on focus. */
  onPreload?: () => void;
  /** The editor is opening (its code on its way). */
  loading?: boolean;
  /** A fuller name for screen readers than the visible text. */
  'aria-label'?: string;
  children: ReactNode;
}

/** The Add or Edit button beside a section's heading. */
export function SectionActionButton({
  kind,
  onPreload,
  children,
  ...props
}: SectionActionButtonProps) {
  const Icon = kind === 'add' ? IconPlus : IconPencil;
  return (
    <Button
      variant="light"
      leftSection={<Icon size={16} aria-hidden />}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      {...props}
    >
      {children}
    </Button>
  );
}

interface EntryEditButtonProps {
  /** The entry's name, for the button's accessible name ('Edit {{name}}'). */
  name: string;
  onClick: () => void;
  disabled: boolean;
}

/** Edit on one row of a section's list (a qualification, a licence, a language). */
export function EntryEditButton({ name, onClick, disabled }: EntryEditButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconPencil size={14} aria-hidden />}
      onClick={onClick}
      disabled={disabled}
      aria-label={t('profileEditor.page.editEntry', { name })}
    >
      {t('profileEditor.page.edit')}
    </Button>
  );
}

interface FormActionsProps {
  /** The save (or delete) is running: Save spins, the others are disabled. */
  busy: boolean;
  onCancel: () => void;
  /** An existing list entry's form: Delete on the left, which asks first. */
  onDelete?: () => void;
}

/** The end of a section's form: Cancel and Save (a submit button), and Delete when editing. */
export function FormActions({ busy, onCancel, onDelete }: FormActionsProps) {
  const { t } = useTranslation();
  const cancelAndSave = (
    <>
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {t('profileEditor.page.cancel')}
      </Button>
      <Button type="submit" loading={busy}>
        {t('profileEditor.page.save')}
      </Button>
    </>
  );
  if (!onDelete) {
    return (
      <Group justify="flex-end" gap="sm">
        {cancelAndSave}
      </Group>
    );
  }
  return (
    <Group justify="space-between" gap="sm">
      <Button variant="subtle" color="red" onClick={onDelete} disabled={busy}>
        {t('profileEditor.page.delete')}
      </Button>
      <Group gap="sm">{cancelAndSave}</Group>
    </Group>
  );
}
