import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { LIST_ROWS_DEBOUNCE_MS, ListRowsField } from './list-rows-field';

function Harness({ initial }: { initial: string[] }) {
  const [rows, setRows] = useState(initial);
  return (
    <>
      <ListRowsField
        legend="Responsibilities"
        rows={rows}
        onChange={setRows}
        rowLabel={(n) => `Responsibility ${n}`}
        placeholder="Add a responsibility"
        clearAll={{ label: 'Clear all' }}
      />
      <output>{JSON.stringify(rows)}</output>
    </>
  );
}

const rowsShown = () => JSON.parse(screen.getByRole('status').textContent ?? '[]');
const type = (n: number, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: `Responsibility ${n}` }), {
    target: { value },
  });

describe('ListRowsField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds a trailing row as you type and drops empty middle rows after 1000 ms', () => {
    renderWithProviders(<Harness initial={['']} />);
    type(1, 'Operate trucks');
    expect(rowsShown()).toEqual(['Operate trucks', '']);
    type(2, 'Pre-start checks');
    expect(rowsShown()).toEqual(['Operate trucks', 'Pre-start checks', '']);
    type(1, '');
    // Still there just before the pause ends: clearing a row to retype it keeps it.
    act(() => vi.advanceTimersByTime(LIST_ROWS_DEBOUNCE_MS - 1));
    expect(rowsShown()).toEqual(['', 'Pre-start checks', '']);
    act(() => vi.advanceTimersByTime(1));
    expect(rowsShown()).toEqual(['Pre-start checks', '']);
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });

  it("'Clear all' resets the list to one empty row", () => {
    renderWithProviders(<Harness initial={['One', 'Two', '']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(rowsShown()).toEqual(['']);
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(LIST_ROWS_DEBOUNCE_MS));
    expect(rowsShown()).toEqual(['']);
  });
});
