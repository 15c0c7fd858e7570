// Languages table and form (spec 2 sections 2.3, 3, 4.3, 5). Add opens an empty form (Create),
// Edit a language's form; Delete asks first (Cancel returns to Edit). After a save or delete the
// list is reloaded before the form closes, then Display or Empty.
import { Text } from '@mantine/core';
import type { LanguageEntry } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/hooks/use-error-toast';
import { showErrorToast } from '../../../shared/lib/show-error-toast';
import { EntryFormWithDelete } from '../section-mode/delete-confirmation';
import { useScrollFormIntoView } from '../section-mode/profile-layout';
import { ProfileSection } from '../section-mode/profile-section';
import { SectionActionButton } from '../section-mode/section-buttons';
import { isEditingMode, useSectionMode } from '../section-mode/section-mode';
import { SectionLoadError, SectionSkeleton } from '../section-mode/section-states';
import { useDeleteLanguage } from './api/delete-language';
import { useLanguages } from './api/get-languages';
import { useSaveLanguage } from './api/save-language';
import { LanguageForm } from './components/language-form';
import { LanguagesTable } from './components/languages-table';

export function LanguagesSection() {
  const { t } = useTranslation();
  const languages = useLanguages();
  useErrorToast(languages.error);
  const section = useSectionMode('languages', (languages.data ?? []).length === 0);
  const scrollIntoView = useScrollFormIntoView();
  const save = useSaveLanguage();
  const remove = useDeleteLanguage();
  const [editing, setEditing] = useState<LanguageEntry | null>(null);
  const formOpen =
    section.mode === 'Create' || section.mode === 'Edit' || section.mode === 'Delete';

  const close = () => {
    setEditing(null);
    section.finish();
  };

  const body = () => {
    if (section.mode === 'Create') {
      return (
        <LanguageForm
          formRef={scrollIntoView}
          initial={{ languageId: '', level: 0 }}
          editing={false}
          busy={save.isPending}
          onCancel={close}
          onSubmit={(body) =>
            save.mutate({ id: null, body }, { onSuccess: close, onError: showErrorToast })
          }
        />
      );
    }
    if ((section.mode === 'Edit' || section.mode === 'Delete') && editing) {
      return (
        <EntryFormWithDelete
          deleting={section.mode === 'Delete'}
          confirmation={{
            question: t('profileEditor.qualifications.languages.deleteConfirm'),
            busy: remove.isPending,
            onCancel: section.cancelDelete,
            onConfirm: () =>
              remove.mutate(editing.id, { onSuccess: close, onError: showErrorToast }),
          }}
        >
          <LanguageForm
            key={editing.id}
            formRef={scrollIntoView}
            initial={{ languageId: editing.languageId, level: editing.level }}
            editing
            busy={save.isPending}
            onCancel={close}
            onDelete={section.startDelete}
            onSubmit={(body) =>
              save.mutate({ id: editing.id, body }, { onSuccess: close, onError: showErrorToast })
            }
          />
        </EntryFormWithDelete>
      );
    }
    if (languages.isError && !languages.data) {
      return <SectionLoadError error={languages.error} onRetry={() => void languages.refetch()} />;
    }
    if (!languages.data) {
      return <SectionSkeleton />;
    }
    if (section.mode === 'Empty') {
      return (
        <Text c="dimmed" size="sm">
          {t('profileEditor.qualifications.languages.empty')}
        </Text>
      );
    }
    return (
      <LanguagesTable
        entries={languages.data}
        disabled={section.locked}
        onEdit={(entry) => {
          setEditing(entry);
          section.startEdit();
        }}
      />
    );
  };

  return (
    <ProfileSection
      anchor="languages"
      title={t('profileEditor.qualifications.languages.title')}
      locked={section.locked}
      editing={isEditingMode(section.mode)}
      actions={
        !formOpen &&
        languages.data && (
          <SectionActionButton kind="add" onClick={section.startCreate} disabled={section.locked}>
            {t('profileEditor.qualifications.languages.add')}
          </SectionActionButton>
        )
      }
    >
      {body()}
    </ProfileSection>
  );
}
