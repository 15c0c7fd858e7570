// The coloured dot of a job search status, beside the availability and in its list.
import { Box } from '@mantine/core';
import { jobSearchStatuses } from '@talent/contract';

export function StatusDot({ color }: { color: string }) {
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

export const statusOf = (id: string | null) =>
  jobSearchStatuses.find((s) => String(s.id) === id) ?? null;
