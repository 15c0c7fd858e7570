import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { locationFromPlace } from '../../lib/radius';
import { emptySearchModel } from '../../lib/search-model';
import { buildFilters, buildPlace, placesFor } from '../../test-support';
import { renderBar } from './render-bar';

const locationBox = () => screen.getByRole('textbox', { name: 'Location' });
const distance = () => screen.getByRole('combobox', { name: 'Distance' });

async function optionsOf(bar: ReturnType<typeof renderBar>, select: HTMLElement) {
  await bar.user.click(select);
  const list = await screen.findByRole('listbox', { name: 'Distance' });
  const labels = [...list.querySelectorAll('[role="option"]')].map((o) => o.textContent);
  await bar.user.keyboard('{Escape}');
  return labels;
}

describe('job search bar: location search with radius', { timeout: 20_000 }, () => {
  it('suggests places as the talent types and sets the one chosen, at the default radius', async () => {
    const api = mockApi({ 'GET /api/talentapi/places': placesFor });
    const bar = renderBar({ filterOptions: buildFilters() });
    expect(distance()).toBeDisabled();

    await bar.user.type(locationBox(), 'Parra');
    await bar.user.click(await screen.findByRole('option', { name: 'Parramatta, NSW, Australia' }));

    expect(bar.onChange).toHaveBeenCalledTimes(1);
    expect(bar.lastChange()?.location).toEqual(locationFromPlace(buildPlace(), null, 'km'));
    expect(locationBox()).toHaveValue('Parramatta, NSW, Australia');
    expect(distance()).toBeEnabled();
    expect(distance()).toHaveValue('50 km');
    const [call] = callsTo(api, 'GET /api/talentapi/places');
    expect(call?.url.searchParams.get('bias')).toBe('AU');
  });

  it('emits a new radius at once', async () => {
    mockApi({ 'GET /api/talentapi/places': placesFor });
    const parramatta = locationFromPlace(buildPlace(), null, 'km');
    const bar = renderBar({
      filterOptions: buildFilters(),
      model: { ...emptySearchModel(), location: parramatta },
    });

    await bar.user.click(distance());
    await bar.user.click(await screen.findByRole('option', { name: '20 km' }));

    expect(bar.lastChange()?.location?.geometry?.radius).toBe(20);
  });

  it('switching between km and miles resets the radius options and the radius to the default', async () => {
    mockApi({ 'GET /api/talentapi/places': placesFor });
    const parramatta = locationFromPlace(buildPlace(), null, 'km');
    const at20km = {
      ...parramatta,
      geometry: parramatta.geometry && { ...parramatta.geometry, radius: 20 },
    };
    const bar = renderBar({
      filterOptions: buildFilters(),
      model: { ...emptySearchModel(), location: at20km },
    });
    expect(distance()).toHaveValue('20 km');

    await bar.user.clear(locationBox());
    await bar.user.type(locationBox(), 'Lon');
    await bar.user.click(
      await screen.findByRole('option', { name: 'London, England, United Kingdom' }),
    );

    expect(bar.lastChange()?.location?.distanceUnit).toBe('miles');
    expect(bar.lastChange()?.location?.geometry?.radius).toBe(48.27);
    expect(distance()).toHaveValue('30 miles');
    expect(await optionsOf(bar, distance())).toEqual([
      '0 miles',
      '3 miles',
      '6 miles',
      '12 miles',
      '20 miles',
      '30 miles',
      '50 miles',
      '80 miles',
    ]);

    await bar.user.clear(locationBox());
    await bar.user.type(locationBox(), 'Parra');
    await bar.user.click(await screen.findByRole('option', { name: 'Parramatta, NSW, Australia' }));

    expect(bar.lastChange()?.location?.geometry?.radius).toBe(50);
    expect(distance()).toHaveValue('50 km');
  });

  it('takes the best match when the talent presses Enter without choosing', async () => {
    mockApi({ 'GET /api/talentapi/places': placesFor });
    const bar = renderBar({ filterOptions: buildFilters() });

    await bar.user.type(locationBox(), 'parramatta{Enter}');

    await waitFor(() => expect(bar.lastChange()?.location?.suburb).toBe('Parramatta'));
    expect(locationBox()).toHaveValue('Parramatta, NSW, Australia');
  });

  it('reports a term no place matches as location not found', async () => {
    mockApi({ 'GET /api/talentapi/places': placesFor });
    const bar = renderBar({ filterOptions: buildFilters() });

    await bar.user.type(locationBox(), 'Qwxzv');
    await bar.user.tab();

    await waitFor(() =>
      expect(bar.lastChange()?.location).toEqual({
        address: 'Qwxzv',
        country: null,
        suburb: null,
        distanceUnit: 'km',
        geometry: null,
      }),
    );
    expect(await screen.findByText('Location not found')).toBeInTheDocument();
    expect(locationBox()).toHaveAttribute('aria-invalid', 'true');
    expect(distance()).toBeDisabled();
  });

  it('clears the location at once with the clear button', async () => {
    const bar = renderBar({
      filterOptions: buildFilters(),
      model: { ...emptySearchModel(), location: locationFromPlace(buildPlace(), null, 'km') },
    });

    await bar.user.click(screen.getByRole('button', { name: 'Clear location' }));

    expect(bar.onChange).toHaveBeenCalledTimes(1);
    expect(bar.lastChange()?.location).toBeNull();
    expect(locationBox()).toHaveValue('');
  });
});
