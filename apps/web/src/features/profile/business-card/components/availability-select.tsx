// Availability (spec 2 sections 2.3, 4.3, 8): saved on change; when the save fails the previous
// status is shown again and the server's message is toasted.
import { Box, Group, Select, Text } from '@mantine/core';
import { jobSearchStatuses } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../../shared/lib/show-error-toast';
import { useUpdateJobSearchStatus } from '../api/update-job-search-status';

function StatusDot({ color }: { color: string }) {
  return (
    <Box
      aria-hidden
      w={10}
      h={10}
      style={{
        borderRadius: '50%',
        flex: '0 0 auto',
        background: `var(--mantine-color-${color}-6)`,
      }}
    />
  );
}

const colorOf = (id: string | null) =>
  jobSearchStatuses.find((s) => String(s.id) === id)?.color ?? null;

export function AvailabilitySelect({
  jobSearchStatusId,
  disabled,
}: {
  jobSearchStatusId: number | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateJobSearchStatus();
  // What the select shows: the saved status, or the one being saved.
  const [shown, setShown] = useState<string | null>(null);
  const saved = jobSearchStatusId === null ? null : String(jobSearchStatusId);
  const value = shown ?? saved;
  const color = colorOf(value);

  const change = async (next: string | null) => {
    if (next === null || next === value) return;
    setShown(next);
    try {
      await update.mutateAsync({ jobSearchStatusId: Number(next) });
    } catch (error) {
      showErrorToast(error);
    } finally {
      // The saved status again: the new one after a save, the previous one after a failure.
      setShown(null);
    }
  };

  return (
    <Select
      label={t('profileEditor.businessCard.availability')}
      placeholder={t('profileEditor.businessCard.selectStatus')}
      data={jobSearchStatuses.map((s) => ({ value: String(s.id), label: s.name }))}
      value={value}
      onChange={(next) => void change(next)}
      allowDeselect={false}
      disabled={disabled}
      leftSection={color ? <StatusDot color={color} /> : undefined}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <StatusDot color={colorOf(option.value) ?? 'gray'} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      w={{ base: '100%', xs: 240 }}
    />
  );
}
