// One free-text summary of the web resume: Empty or Display by whether the text is blank,
// 'Add Summary' / 'Edit Summary' open the textarea; line breaks are kept in display.
import { Button, Skeleton, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { type SummaryKind, summaryKinds } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../../shared/hooks/use-error-toast';
import { ProfileSection, type SectionAnchor } from '../../section-mode/profile-section';
import { useSectionMode } from '../../section-mode/section-mode';
import { useWebResume } from '../../shared-api/get-webresume';
import { SummaryForm } from './summary-form';

interface SummarySectionProps {
  anchor: SectionAnchor;
  kind: SummaryKind;
  title: string;
  hint: string;
}

export function SummarySection({ anchor, kind, title, hint }: SummarySectionProps) {
  const { t } = useTranslation();
  const resume = useWebResume();
  // The three summaries share one query: one toast for its failure, not three.
  useErrorToast(kind === 'career' ? resume.error : null);
  const text = resume.data?.[summaryKinds[kind].field] ?? '';
  const section = useSectionMode(`summary:${kind}`, text.trim() === '');
  const { mode } = section;

  const action =
    mode === 'Empty' ? (
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={section.startCreate}
        disabled={section.locked || !resume.isSuccess}
      >
        {t('profileEditor.work.summaries.addSummary')}
      </Button>
    ) : mode === 'Display' ? (
      <Button
        variant="default"
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={section.startEdit}
        disabled={section.locked}
      >
        {t('profileEditor.work.summaries.editSummary')}
      </Button>
    ) : null;

  return (
    <ProfileSection
      anchor={anchor}
      title={title}
      actions={action}
      locked={section.locked}
      editing={mode === 'Create' || mode === 'Edit'}
    >
      {resume.isPending ? (
        <Skeleton height={48} radius="sm" />
      ) : mode === 'Create' || mode === 'Edit' ? (
        <SummaryForm kind={kind} label={title} initialText={text} onDone={section.finish} />
      ) : mode === 'Display' ? (
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Text>
      ) : (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </ProfileSection>
  );
}
