import { businessCardMessages as M } from '@talent/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { ADDRESS_DEBOUNCE_MS, ManualAddressForm } from './manual-address-form';

const COUNTRIES = [
  {
    id: 'AU',
    name: 'Australia',
    iso2: 'AU',
    hasStateList: false,
    showStateFilter: false,
    distanceUnit: 'km',
    position: 1,
  },
];

const filled = {
  address: { addressLine1: '48 Crown Street', addressLine2: null },
  suburb: { name: 'Surry Hills', postcode: '2010', state: { name: 'NSW' } },
  country: { iso2: 'AU', name: 'Australia' },
};

describe('manual address form', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockApi({ 'GET /api/talentapi/reference/countries': { body: COUNTRIES } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

  it('reports changes 300 ms after the last one, with whether the address is valid', async () => {
    const onReport = vi.fn();
    renderWithProviders(
      <ManualAddressForm initial={filled} showErrors={false} onReport={onReport} />,
    );
    // The starting address is reported at once.
    expect(onReport).toHaveBeenLastCalledWith({ value: filled, valid: true });
    onReport.mockClear();
    type(/^Address(?! line)/, '1 George');
    act(() => vi.advanceTimersByTime(ADDRESS_DEBOUNCE_MS - 50));
    type(/^Address(?! line)/, '1 George St');
    act(() => vi.advanceTimersByTime(ADDRESS_DEBOUNCE_MS - 50));
    expect(onReport).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60));
    expect(onReport).toHaveBeenCalledTimes(1);
    expect(onReport).toHaveBeenLastCalledWith({
      value: { ...filled, address: { addressLine1: '1 George St', addressLine2: null } },
      valid: true,
    });
    type(/Suburb/, '');
    act(() => vi.advanceTimersByTime(ADDRESS_DEBOUNCE_MS));
    expect(onReport).toHaveBeenLastCalledWith({ value: null, valid: false });
  });

  it('shows every rule’s message only after a submit attempt', () => {
    const props = { initial: null, onReport: vi.fn() };
    const view = renderWithProviders(<ManualAddressForm {...props} showErrors={false} />);
    expect(props.onReport).toHaveBeenLastCalledWith({ value: null, valid: false });
    expect(screen.queryByText(M.addressRequired)).toBeNull();
    view.unmount();
    renderWithProviders(<ManualAddressForm {...props} showErrors />);
    for (const message of [
      M.addressRequired,
      M.suburbRequired,
      M.stateRequired,
      M.postcodeRequired,
      M.countryRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('applies the length limits', () => {
    renderWithProviders(<ManualAddressForm initial={filled} showErrors onReport={vi.fn()} />);
    type(/^Address(?! line)/, 'a'.repeat(501));
    type(/Address line 2/, 'a'.repeat(501));
    type(/Suburb/, 's'.repeat(151));
    type(/State/, 's'.repeat(151));
    type(/Postcode/, '12345678901');
    for (const message of [
      M.addressTooLong,
      M.addressLine2TooLong,
      M.suburbTooLong,
      M.stateTooLong,
      M.postcodeTooLong,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it("shows a state held by its code ('NSW') under its name in the state list", async () => {
    vi.useRealTimers();
    mockApi({
      'GET /api/talentapi/reference/countries': {
        body: [{ ...COUNTRIES[0], hasStateList: true }],
      },
      'GET /api/talentapi/reference/countries/AU/states': {
        body: [
          { id: 'AU-NSW', name: 'New South Wales', code: 'NSW' },
          { id: 'AU-VIC', name: 'Victoria', code: 'VIC' },
        ],
      },
    });
    const onReport = vi.fn();
    renderWithProviders(
      <ManualAddressForm initial={filled} showErrors={false} onReport={onReport} />,
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /State/ })).toHaveValue('New South Wales'),
    );
    // Unchanged, the address keeps the state as it was stored.
    expect(onReport).toHaveBeenLastCalledWith({ value: filled, valid: true });
  });
});
