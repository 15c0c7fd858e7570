// Resume section: upload, download and delete the resume file (spec 2 sections 2.3, 4.2, 7.2).
// Not editable itself, but its actions are disabled while another section is being edited.
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, showErrorToast } from '../../../shared/lib/show-error-toast';
import { useTalentLocalStore } from '../../../shared/local-store/use-talent-local-store';
import { ProfileSection } from '../section-mode/profile-section';
import { useAnySectionActive } from '../section-mode/section-mode';
import { useDeleteCvFile } from './api/delete-cv-file';
import { useCvFile } from './api/get-cv-file';
import { useUploadCvFile } from './api/upload-cv-file';
import { ResumeFileCard } from './resume-file-card';
import { ResumePrefill } from './resume-prefill';
import { ResumeUpload } from './resume-upload';

export function ResumeSection() {
  const { t } = useTranslation();
  const locked = useAnySectionActive();
  const cv = useCvFile();
  const upload = useUploadCvFile();
  const remove = useDeleteCvFile();
  const [, updateStore] = useTalentLocalStore();
  const [uploadError, setUploadError] = useState<string | null>(null);

  const onFile = (file: File) =>
    upload.mutate(file, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: t('profileEditor.files.resume.uploaded'),
          closeButtonProps: { 'aria-label': t('common.close') },
        }),
      onError: showErrorToast,
    });
  const onDelete = (id: string) =>
    remove.mutateAsync(id, {
      onSuccess: () => {
        // A new resume may be offered for pre-fill again (spec 2 section 4.2).
        updateStore({ ignoreCvImport: false, ignoreParsedCvMessage: false });
        notifications.show({
          color: 'green',
          message: t('profileEditor.files.resume.deleted'),
          closeButtonProps: { 'aria-label': t('common.close') },
        });
      },
      onError: showErrorToast,
    });

  const data = cv.data;

  return (
    <ProfileSection anchor="resume" title={t('profileEditor.files.resume.title')} locked={locked}>
      {cv.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton height={88} radius="md" />
        </Stack>
      ) : cv.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          title={t('profileEditor.files.resume.loadError')}
        >
          {errorMessageOf(cv.error)}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => cv.refetch()}>
            {t('profileEditor.files.resume.retry')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="md">
          {data && <ResumePrefill cv={data} />}
          {data?.file && (
            <ResumeFileCard
              file={data.file}
              disabled={locked || upload.isPending}
              deleting={remove.isPending}
              onDelete={() => onDelete(data.file?.id ?? '')}
            />
          )}
          <ResumeUpload
            replacing={Boolean(data?.file)}
            busy={upload.isPending}
            disabled={locked || remove.isPending}
            error={uploadError}
            onError={setUploadError}
            onFile={onFile}
          />
        </Stack>
      )}
    </ProfileSection>
  );
}
