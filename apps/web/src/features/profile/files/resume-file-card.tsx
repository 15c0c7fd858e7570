// The current resume: name, size and upload date, a Download link and a Delete action that asks
// for confirmation first (a dialog loaded on demand).
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFileText, IconTrash } from '@tabler/icons-react';
import type { CvFile } from '@talent/contract';
import { format } from 'date-fns';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnDemandDialog } from '../../../shared/hooks/use-on-demand-dialog';
import { formatFileSize } from './file-rules';
import classes from './resume-section.module.css';

const ConfirmDialog = lazy(() =>
  import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

interface ResumeFileCardProps {
  file: CvFile;
  disabled: boolean;
  deleting: boolean;
  onDelete: () => Promise<unknown>;
}

export function ResumeFileCard({ file, disabled, deleting, onDelete }: ResumeFileCardProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const dialog = useOnDemandDialog();
  const uploaded = format(new Date(file.uploadedAt), 'd MMM yyyy');
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" className={classes.fileCard}>
      <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 16rem' }}>
        <ThemeIcon variant="light" color="gray" size={40} radius="md" aria-hidden>
          <IconFileText size={22} />
        </ThemeIcon>
        <Stack gap={0} miw={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('profileEditor.files.resume.currentFile')}
          </Text>
          <Text fw={600} className={classes.fileName}>
            {file.fileName}
          </Text>
          <Text size="sm" c="dimmed">
            {formatFileSize(file.sizeBytes)} ·{' '}
            {t('profileEditor.files.resume.uploadedOn', { date: uploaded })}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" className={classes.fileActions}>
        <Button
          component="a"
          href={file.downloadUrl}
          download={file.fileName}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          aria-label={t('profileEditor.files.resume.downloadNamed', { name: file.fileName })}
        >
          {t('profileEditor.files.resume.download')}
        </Button>
        <Button
          variant="default"
          color="red"
          c="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-label={t('profileEditor.files.resume.deleteNamed', { name: file.fileName })}
          disabled={disabled || deleting}
          {...dialog.intentProps}
          onClick={() => {
            dialog.want();
            setConfirming(true);
          }}
        >
          {t('profileEditor.files.resume.delete')}
        </Button>
      </Group>
      {dialog.wanted && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened={confirming}
            onClose={() => setConfirming(false)}
            title={t('profileEditor.files.resume.deleteTitle')}
            question={t('profileEditor.files.resume.deleteConfirm', { name: file.fileName })}
            cancelLabel={t('profileEditor.files.resume.cancel')}
            confirmLabel={t('profileEditor.files.resume.confirmDelete')}
            busy={deleting}
            onConfirm={onDelete}
          />
        </Suspense>
      )}
    </Group>
  );
}
