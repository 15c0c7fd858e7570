// Languages table and form (spec 2 sections 2.3, 3, 4.3, 5). Add opens an empty form (Create),
// Edit a language's form; Delete asks first (Cancel returns to Edit). After a save or delete the
// list is reloaded before the form closes, then Display or Empty.
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { LanguageEntry } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/hooks/use-error-toast';
import { errorMessageOf, showErrorToast } from '../../../shared/lib/show-error-toast';
import { useScrollFormIntoView } from '../section-mode/profile-layout';
import { ProfileSection } from '../section-mode/profile-section';
import { useSectionMode } from '../section-mode/section-mode';
import { useDeleteLanguage } from './api/delete-language';
import { useLanguages } from './api/get-languages';
import { useSaveLanguage } from './api/save-language';
import { DeleteLanguageConfirmation } from './components/delete-language-confirmation';
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
        <Stack gap="md">
          {section.mode === 'Delete' && (
            <DeleteLanguageConfirmation
              busy={remove.isPending}
              onCancel={section.cancelDelete}
              onConfirm={() =>
                remove.mutate(editing.id, { onSuccess: close, onError: showErrorToast })
              }
            />
          )}
          <div hidden={section.mode === 'Delete'}>
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
          </div>
        </Stack>
      );
    }
    if (languages.isError && !languages.data) {
      return (
        <Alert color="red" variant="light">
          <Group justify="space-between">
            {errorMessageOf(languages.error)}
            <Button size="xs" variant="white" onClick={() => void languages.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      );
    }
    if (!languages.data) {
      return (
        <Stack gap="xs" aria-busy>
          <Skeleton height={20} />
          <Skeleton height={20} />
        </Stack>
      );
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
      actions={
        !formOpen &&
        languages.data && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={section.startCreate}
            disabled={section.locked}
          >
            {t('profileEditor.qualifications.languages.add')}
          </Button>
        )
      }
    >
      {body()}
    </ProfileSection>
  );
}
