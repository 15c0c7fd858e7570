// The availability's select itself, with its list of statuses: loaded with its own chunk by
// availability-select.tsx, as it brings the floating dropdown's code.
import { Group, Select, type SelectProps, Text } from '@mantine/core';
import { jobSearchStatuses } from '@talent/contract';
import { StatusDot, statusOf } from './status-dot';

const DATA = jobSearchStatuses.map((s) => ({ value: String(s.id), label: s.name }));

export function StatusSelect(props: SelectProps) {
  return (
    <Select
      {...props}
      data={DATA}
      allowDeselect={false}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <StatusDot color={statusOf(option.value)?.color ?? 'gray'} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
    />
  );
}
