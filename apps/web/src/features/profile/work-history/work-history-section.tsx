// Work history (spec 2 sections 2.3, 4.3): 'Add Role', the hint, 'Not relevant to me' (saved
// at once; ticked hides the content) and the roles, each its own section-mode entry.
import { Loader, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/hooks/use-error-toast';
import { NotRelevantToggle } from '../section-mode/not-relevant-toggle';
import { ProfileSection } from '../section-mode/profile-section';
import { SectionActionButton } from '../section-mode/section-buttons';
import { useAnySectionActive } from '../section-mode/section-mode';
import { useWebResume } from '../shared-api/get-webresume';
import { useSectionVisibilityToggle } from '../shared-api/put-section-visibility';
import { useRoles } from './api/get-roles';
import { RoleEntry } from './components/role-entry';

export function WorkHistorySection() {
  const { t } = useTranslation();
  const roles = useRoles();
  const resume = useWebResume();
  const anyActive = useAnySectionActive();
  const [adding, setAdding] = useState(false);
  const [editingRoles, setEditingRoles] = useState<ReadonlySet<string>>(new Set());
  useErrorToast(roles.error);

  const onEditingChange = useCallback((id: string, editing: boolean) => {
    setEditingRoles((current) => {
      if (current.has(id) === editing) return current;
      const next = new Set(current);
      if (editing) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const onCreateClosed = useCallback(() => setAdding(false), []);

  const visibility = useSectionVisibilityToggle('workhistory', resume.data?.noWorkHistory ?? false);
  const hidden = visibility.checked;
  // Dimmed while a section other than one of these roles is being edited.
  const locked = anyActive && editingRoles.size === 0;

  return (
    <ProfileSection
      anchor="work-history"
      title={t('profileEditor.work.workHistory.title')}
      locked={locked}
      actions={
        !hidden && (
          <SectionActionButton
            kind="add"
            onClick={() => setAdding(true)}
            disabled={anyActive || adding || !roles.isSuccess}
          >
            {t('profileEditor.work.workHistory.addRole')}
          </SectionActionButton>
        )
      }
    >
      <Stack gap="md">
        <NotRelevantToggle visibility={visibility} disabled={anyActive || !resume.isSuccess} />
        {hidden ? (
          <Text size="sm" c="dimmed">
            {t('profileEditor.work.workHistory.hiddenNote')}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('profileEditor.work.workHistory.hint')}
            </Text>
            {roles.isPending && (
              <Loader size="sm" aria-label={t('profileEditor.work.workHistory.title')} />
            )}
            {roles.isError && (
              <Text size="sm" c="var(--mantine-color-error)">
                {t('profileEditor.work.workHistory.loadFailed')}
              </Text>
            )}
            {adding && (
              <RoleEntry
                entry={null}
                onCreateClosed={onCreateClosed}
                onEditingChange={onEditingChange}
              />
            )}
            {roles.data?.map((role) => (
              <RoleEntry key={role.id} entry={role} onEditingChange={onEditingChange} />
            ))}
          </>
        )}
      </Stack>
    </ProfileSection>
  );
}
