// The entry's one document: attach (checked here for type and size before anything is sent),
// show the attached or chosen file with a remove button.
import { ActionIcon, Anchor, Button, FileButton, Group, Input, Text } from '@mantine/core';
import { IconFile, IconPaperclip, IconX } from '@tabler/icons-react';
import type { AttachedFile } from '@talent/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_ACCEPT, documentProblem } from '../qualification-types';

interface DocumentFieldProps {
  attached: AttachedFile | null;
  chosen: File | null;
  error: string | null;
  disabled?: boolean;
  onChoose: (file: File | null, problem: string | null) => void;
  onRemove: () => void;
}

export function DocumentField({
  attached,
  chosen,
  error,
  disabled,
  onChoose,
  onRemove,
}: DocumentFieldProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const name = chosen?.name ?? attached?.fileName;
  return (
    <Input.Wrapper
      label={t('profileEditor.qualifications.document')}
      description={t('profileEditor.qualifications.documentHint')}
      error={error}
      id={hintId}
    >
      <Group gap="sm" mt={6} wrap="wrap">
        {name && (
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconFile size={18} aria-hidden />
            {attached && !chosen ? (
              <Anchor href={attached.url} size="sm" truncate="end" maw={260}>
                {name}
              </Anchor>
            ) : (
              <Text size="sm" truncate="end" maw={260}>
                {name}{' '}
                <Text span c="dimmed" size="xs">
                  ({t('profileEditor.qualifications.newFile')})
                </Text>
              </Text>
            )}
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onRemove}
              disabled={disabled}
              aria-label={t('profileEditor.qualifications.removeFile', { name })}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
        <FileButton
          accept={DOCUMENT_ACCEPT}
          disabled={disabled}
          onChange={(file) => onChoose(file, file ? documentProblem(file) : null)}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconPaperclip size={14} aria-hidden />}
              aria-describedby={`${hintId}-description`}
            >
              {name
                ? t('profileEditor.qualifications.replaceFile')
                : t('profileEditor.qualifications.attachFile')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Input.Wrapper>
  );
}
