// One qualification list as a profile section (spec 2 sections 2.3, 4.3): Education and
// qualifications, or Tickets, permits and licences. Empty or Display from whether entries
// exist; Add asks for the type, then opens the form (Create); Edit opens an entry's form; Delete
// asks first (Cancel returns to Edit). After a save or delete the list is reloaded before the
// form closes. 'Not relevant to me' hides the content and is saved at once.
import { Text } from '@mantine/core';
import type { QualificationForm as FormKind, Qualification } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../../shared/hooks/use-error-toast';
import { showErrorToast } from '../../../../shared/lib/show-error-toast';
import { EntryFormWithDelete } from '../../section-mode/delete-confirmation';
import { NotRelevantToggle } from '../../section-mode/not-relevant-toggle';
import { useScrollFormIntoView } from '../../section-mode/profile-layout';
import { ProfileSection } from '../../section-mode/profile-section';
import { SectionActionButton } from '../../section-mode/section-buttons';
import { useSectionMode } from '../../section-mode/section-mode';
import { SectionLoadError, SectionSkeleton } from '../../section-mode/section-states';
import { useWebResume } from '../../shared-api/get-webresume';
import { useSectionVisibilityToggle } from '../../shared-api/put-section-visibility';
import { useDeleteQualification } from '../api/delete-qualification';
import { type QualificationList, useQualificationList } from '../api/get-qualifications';
import { useSaveQualification } from '../api/save-qualification';
import { entryValues, FORMS_OF_LIST, newEntryValues } from '../qualification-types';
import { QualificationForm } from './qualification-form';
import { QualificationTable } from './qualification-table';
import { TypeChoice } from './type-choice';

const SETTINGS = {
  qualifications: {
    anchor: 'qualifications',
    title: 'profileEditor.qualifications.educationTitle',
    empty: 'profileEditor.qualifications.educationEmpty',
    add: 'profileEditor.qualifications.addEducation',
    deleteQuestion: 'profileEditor.qualifications.deleteQualification',
    flag: 'noQualifications',
  },
  licences: {
    anchor: 'licences',
    title: 'profileEditor.qualifications.licencesTitle',
    empty: 'profileEditor.qualifications.licencesEmpty',
    add: 'profileEditor.qualifications.addLicence',
    deleteQuestion: 'profileEditor.qualifications.deleteLicence',
    flag: 'noLicences',
  },
} as const;

export function QualificationListSection({ list }: { list: QualificationList }) {
  const { t } = useTranslation();
  const settings = SETTINGS[list];
  const entries = useQualificationList(list);
  useErrorToast(entries.error);
  const webResume = useWebResume();
  const visibility = useSectionVisibilityToggle(list, webResume.data?.[settings.flag] ?? false);
  const hidden = visibility.checked;
  const section = useSectionMode(list, (entries.data ?? []).length === 0);
  const scrollIntoView = useScrollFormIntoView();
  const save = useSaveQualification(list);
  const remove = useDeleteQualification(list);
  // Create: the chosen form (null while the type is being chosen). Edit/Delete: the entry.
  const [newForm, setNewForm] = useState<FormKind | null>(null);
  const [editing, setEditing] = useState<Qualification | null>(null);
  const editingMode =
    section.mode === 'Create' || section.mode === 'Edit' || section.mode === 'Delete';

  const close = () => {
    setNewForm(null);
    setEditing(null);
    save.reset();
    section.finish();
  };

  const actions = !editingMode && (
    <>
      <NotRelevantToggle visibility={visibility} disabled={section.locked || !webResume.data} />
      {!hidden && entries.data && (
        <SectionActionButton
          kind="add"
          onClick={() => {
            setNewForm(null);
            section.startCreate();
          }}
          disabled={section.locked}
        >
          {t(settings.add)}
        </SectionActionButton>
      )}
    </>
  );

  const body = () => {
    if (section.mode === 'Create') {
      if (!newForm) {
        return (
          <div ref={scrollIntoView}>
            <TypeChoice forms={FORMS_OF_LIST[list]} onChoose={setNewForm} onCancel={close} />
          </div>
        );
      }
      return (
        <QualificationForm
          key={`new-${newForm}`}
          formRef={scrollIntoView}
          initial={newEntryValues(newForm)}
          attached={null}
          editing={false}
          busy={save.isPending}
          onCancel={close}
          onSubmit={({ body, newDocument }) =>
            save.mutate(
              { id: null, body, newDocument },
              { onSuccess: close, onError: showErrorToast },
            )
          }
        />
      );
    }
    if ((section.mode === 'Edit' || section.mode === 'Delete') && editing) {
      return (
        <EntryFormWithDelete
          deleting={section.mode === 'Delete'}
          confirmation={{
            question: t(settings.deleteQuestion),
            hint: editing.file ? t('profileEditor.qualifications.deleteHint') : undefined,
            busy: remove.isPending,
            onCancel: section.cancelDelete,
            onConfirm: () =>
              remove.mutate(editing.id, { onSuccess: close, onError: showErrorToast }),
          }}
        >
          <QualificationForm
            key={editing.id}
            formRef={scrollIntoView}
            initial={entryValues(editing)}
            attached={editing.file}
            editing
            busy={save.isPending}
            onCancel={close}
            onDelete={section.startDelete}
            onSubmit={({ body, newDocument }) =>
              save.mutate(
                { id: editing.id, body, newDocument },
                { onSuccess: close, onError: showErrorToast },
              )
            }
          />
        </EntryFormWithDelete>
      );
    }
    if (hidden) {
      return (
        <Text c="dimmed" size="sm">
          {t('profileEditor.qualifications.hiddenNote')}
        </Text>
      );
    }
    if (entries.isError && !entries.data) {
      return <SectionLoadError error={entries.error} onRetry={() => void entries.refetch()} />;
    }
    if (!entries.data) {
      return <SectionSkeleton />;
    }
    if (section.mode === 'Empty') {
      return (
        <Text c="dimmed" size="sm">
          {t(settings.empty)}
        </Text>
      );
    }
    return (
      <QualificationTable
        list={list}
        entries={entries.data}
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
      anchor={settings.anchor}
      title={t(settings.title)}
      actions={actions}
      locked={section.locked}
    >
      {body()}
    </ProfileSection>
  );
}
