// The resume upload control: 'Upload your resume', its caption and the 'Add Resume' button, with
// drag and drop. One file; checked here before it is sent (spec 2 sections 2.3, 5).
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileUpload } from '@tabler/icons-react';
import { formatMaxSize, MAX_RESUME_BYTES, RESUME_FILE_TYPES } from '@talent/contract';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RESUME_ACCEPT, resumeFileProblem } from './file-rules';
import classes from './resume-section.module.css';

interface ResumeUploadProps {
  /** A file exists: the button reads 'Replace Resume'. */
  replacing: boolean;
  busy: boolean;
  disabled: boolean;
  error: string | null;
  onError: (message: string | null) => void;
  onFile: (file: File) => void;
}

export function ResumeUpload({
  replacing,
  busy,
  disabled,
  error,
  onError,
  onFile,
}: ResumeUploadProps) {
  const { t } = useTranslation();
  const openRef = useRef<() => void>(null);
  const labelId = useId();
  const errorId = useId();

  const take = (file: File | undefined) => {
    if (!file) return;
    const problem = resumeFileProblem(file);
    onError(problem);
    if (!problem) onFile(file);
  };
  const onReject = (rejections: FileRejection[]) => {
    if (rejections.length > 1) return onError(t('profileEditor.files.resume.oneFileOnly'));
    take(rejections[0]?.file);
  };

  return (
    <Stack gap={6}>
      <Dropzone
        openRef={openRef}
        onDrop={(files) => (files.length > 1 ? onReject([]) : take(files[0]))}
        onReject={onReject}
        accept={RESUME_ACCEPT}
        multiple={false}
        loading={busy}
        disabled={disabled}
        // The 'Add Resume' button is the one control; the drop area is for the mouse only.
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        className={classes.dropzone}
        data-invalid={error ? true : undefined}
        inputProps={{ 'aria-labelledby': labelId, 'aria-describedby': error ? errorId : undefined }}
      >
        <Group justify="space-between" gap="md" wrap="wrap">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size={44} radius="xl" aria-hidden>
              <IconFileUpload size={24} />
            </ThemeIcon>
            <div>
              <Text fw={600} id={labelId}>
                {t('profileEditor.files.resume.uploadLabel')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('profileEditor.files.resume.uploadCaption')}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {t('profileEditor.files.resume.accepted', {
                  types: RESUME_FILE_TYPES.map((type) => `.${type}`).join(', '),
                  size: formatMaxSize(MAX_RESUME_BYTES),
                })}
              </Text>
            </div>
          </Group>
          <Button
            onClick={() => openRef.current?.()}
            disabled={disabled || busy}
            variant={replacing ? 'default' : 'filled'}
            className={classes.addButton}
          >
            {replacing
              ? t('profileEditor.files.resume.replaceResume')
              : t('profileEditor.files.resume.addResume')}
          </Button>
        </Group>
      </Dropzone>
      {error && (
        <Text size="sm" c="red.8" id={errorId} role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
