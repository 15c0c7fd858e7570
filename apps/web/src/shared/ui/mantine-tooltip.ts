// Mantine's Tooltip alone, for deferred-tooltip.tsx to load with its own chunk (a dynamic import
// of '@mantine/core' itself would need the whole package).
export { Tooltip } from '@mantine/core';
