// One role as its own section-mode entry (spec 2 section 4.3): a saved role starts in Display,
// a new one in Create. Cancelling Create removes the new role; Delete asks for confirmation
// (Cancel goes back to Edit, 'Yes, Delete' removes it); Save goes back to Display.
import { Modal, Paper, Text } from '@mantine/core';
import type { Role } from '@talent/contract';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmationActions } from '../../section-mode/delete-confirmation';
import { isEditingMode, useSectionMode } from '../../section-mode/section-mode';
import { useDeleteRole } from '../api/delete-role';
import { useMakePrimaryRole } from '../api/make-primary-role';
import { RoleDisplay } from './role-display';
import { RoleForm } from './role-form';

export const NEW_ROLE_ID = 'new';

interface RoleEntryProps {
  /** Null: the new, unsaved role. */
  entry: Role | null;
  /** The new role's form closed (saved or cancelled): remove it from the list. */
  onCreateClosed?: () => void;
  /** Tells the work history section which of its roles holds the page's editing slot. */
  onEditingChange: (id: string, editing: boolean) => void;
}

export function RoleEntry({ entry: role, onCreateClosed, onEditingChange }: RoleEntryProps) {
  const { t } = useTranslation();
  const id = `role:${role?.id ?? NEW_ROLE_ID}`;
  const section = useSectionMode(id, false, role ? undefined : 'Create');
  const editing = isEditingMode(section.mode);
  const remove = useDeleteRole();
  const makePrimary = useMakePrimaryRole();

  useLayoutEffect(() => {
    onEditingChange(id, editing);
    return () => onEditingChange(id, false);
  }, [id, editing, onEditingChange]);

  // A new role that could not take the editing slot has nothing to show.
  useLayoutEffect(() => {
    if (!role && !editing) onCreateClosed?.();
  }, [role, editing, onCreateClosed]);

  const close = () => {
    section.finish();
    if (!role) onCreateClosed?.();
  };

  const confirmDelete = async () => {
    if (!role) return;
    try {
      await remove.mutateAsync(role.id);
      section.finish();
    } catch {
      // Toast shown; stay on the confirmation.
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      data-role-id={role?.id ?? NEW_ROLE_ID}
      data-role-title={role?.roleTitle}
      data-primary={role?.isPrimary || undefined}
      style={section.locked ? { opacity: 0.55 } : undefined}
    >
      {editing || !role ? (
        <RoleForm
          role={role}
          onCancel={close}
          onSaved={close}
          onDelete={role ? section.startDelete : undefined}
        />
      ) : (
        <RoleDisplay
          role={role}
          locked={section.locked}
          onEdit={section.startEdit}
          onMakePrimary={() => makePrimary.mutate(role.id)}
          makingPrimary={makePrimary.isPending}
        />
      )}
      <Modal
        opened={section.mode === 'Delete'}
        onClose={section.cancelDelete}
        title={t('profileEditor.work.roleForm.deleteTitle')}
        centered
      >
        <Text mb="lg">{t('profileEditor.work.roleForm.deleteConfirm')}</Text>
        <DeleteConfirmationActions
          busy={remove.isPending}
          onCancel={section.cancelDelete}
          onConfirm={() => void confirmDelete()}
        />
      </Modal>
    </Paper>
  );
}
