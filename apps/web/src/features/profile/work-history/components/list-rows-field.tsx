// The responsibilities and achievements lists of the role form (spec 2 sections 5, 9): one
// input per entry and always one trailing empty row to type into. Empty rows in the middle are
// dropped 1000 ms after the last keystroke, so clearing a row to retype it does not remove it.
import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { normaliseRows, withTrailingRow } from '../lib/list-rows';

export const LIST_ROWS_DEBOUNCE_MS = 1000;

interface ListRowsFieldProps {
  legend: string;
  rows: string[];
  onChange: (rows: string[]) => void;
  /** The accessible label of row n (1-based). */
  rowLabel: (n: number) => string;
  placeholder: string;
  /** 'Clear all' (responsibilities only): resets the list to one empty row. */
  clearAll?: { label: string };
  /** Messages of single rows, by index. */
  errors?: (string | undefined)[];
}

export function ListRowsField({
  legend,
  rows,
  onChange,
  rowLabel,
  placeholder,
  clearAll,
  errors,
}: ListRowsFieldProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(rows);
  latest.current = rows;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const cancelPending = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const change = (index: number, text: string) => {
    const next = withTrailingRow(rows.map((row, i) => (i === index ? text : row)));
    onChange(next);
    cancelPending();
    timer.current = setTimeout(() => {
      timer.current = null;
      const normalised = normaliseRows(latest.current);
      if (normalised.join('\n') !== latest.current.join('\n')) onChangeRef.current(normalised);
    }, LIST_ROWS_DEBOUNCE_MS);
  };

  const shown = rows.length === 0 ? [''] : rows;
  return (
    <Fieldset
      legend={legend}
      variant="unstyled"
      // The legend reads like the other field labels of the form.
      styles={{ legend: { fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      <Stack gap="xs">
        {shown.map((row, index) => (
          <TextInput
            // Rows have no identity of their own; the position is the row.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            aria-label={rowLabel(index + 1)}
            placeholder={placeholder}
            value={row}
            onChange={(event) => change(index, event.currentTarget.value)}
            error={errors?.[index]}
          />
        ))}
        {clearAll && (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => {
                cancelPending();
                onChange(['']);
              }}
              disabled={shown.every((row) => row.trim() === '')}
            >
              {clearAll.label}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
