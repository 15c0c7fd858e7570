// The Delete state of a section entry (spec 2 section 4.3): the question, Cancel (back to Edit)
// and 'Yes, Delete'. Inline above the entry's form for qualifications, licences and languages;
// a role asks the same in a modal, with the same buttons.
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './delete-confirmation.module.css';

interface DeleteActionsProps {
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Cancel and 'Yes, Delete'; while the delete runs, Cancel is disabled and Delete spins. */
export function DeleteConfirmationActions({ busy, onCancel, onConfirm }: DeleteActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {t('profileEditor.page.cancel')}
      </Button>
      <Button color="red" onClick={onConfirm} loading={busy}>
        {t('profileEditor.page.yesDelete')}
      </Button>
    </Group>
  );
}

interface DeleteConfirmationProps extends DeleteActionsProps {
  question: string;
  /** A second line, e.g. that the attached document goes too. */
  hint?: string;
}

export function DeleteConfirmation({ question, hint, ...actions }: DeleteConfirmationProps) {
  return (
    <Stack gap="sm" className={classes.confirm} role="alertdialog" aria-label={question}>
      <Text fw={600}>{question}</Text>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      <DeleteConfirmationActions {...actions} />
    </Stack>
  );
}

interface EntryFormWithDeleteProps {
  /** The section is in Delete: the question shows and the form is hidden. */
  deleting: boolean;
  confirmation: DeleteConfirmationProps;
  /** The entry's form in Edit. */
  children: ReactNode;
}

/**
 * An entry's form in Edit or Delete. The form stays mounted (hidden) while the question shows,
 * so Cancel returns to it with what was typed.
 */
export function EntryFormWithDelete({
  deleting,
  confirmation,
  children,
}: EntryFormWithDeleteProps) {
  return (
    <Stack gap="md">
      {deleting && <DeleteConfirmation {...confirmation} />}
      <div hidden={deleting}>{children}</div>
    </Stack>
  );
}
