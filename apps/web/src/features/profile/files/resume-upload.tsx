// The resume upload control: 'Upload your resume', its caption and the 'Add Resume' button, with
// drag and drop. One file; checked here before it is sent (spec 2 sections 2.3, 5).
// The drop area is for the mouse only; the 'Add Resume' button (a native file picker) is the one
// control for keyboard and screen-reader users.
import { Box, Button, Group, LoadingOverlay, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { formatMaxSize, MAX_RESUME_BYTES, RESUME_FILE_TYPES } from '@talent/contract';
import { type DragEvent, useId, useRef, useState } from 'react';
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
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const labelId = useId();
  const errorId = useId();
  const inactive = disabled || busy;

  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    if (files.length > 1) return onError(t('profileEditor.files.resume.oneFileOnly'));
    const file = files[0] as File;
    const problem = resumeFileProblem(file);
    onError(problem);
    if (!problem) onFile(file);
  };
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = inactive ? 'none' : 'copy';
    if (!inactive) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!inactive) take(event.dataTransfer.files);
  };

  return (
    <Stack gap={6}>
      <Box
        pos="relative"
        className={classes.dropzone}
        data-drop-area
        data-invalid={error ? true : undefined}
        data-active={dragging || undefined}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <LoadingOverlay visible={busy} overlayProps={{ blur: 1 }} />
        <input
          ref={inputRef}
          type="file"
          hidden
          accept={RESUME_ACCEPT}
          disabled={inactive}
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            take(event.currentTarget.files);
            // The same file chosen again after a refusal must fire again.
            event.currentTarget.value = '';
          }}
        />
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
            onClick={() => inputRef.current?.click()}
            disabled={inactive}
            variant={replacing ? 'default' : 'filled'}
            className={classes.addButton}
          >
            {replacing
              ? t('profileEditor.files.resume.replaceResume')
              : t('profileEditor.files.resume.addResume')}
          </Button>
        </Group>
      </Box>
      {error && (
        <Text size="sm" c="red.8" id={errorId} role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
