import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSearchBarConfig } from '../../lib/search-bar-config';
import { emptySearchModel } from '../../lib/search-model';
import { buildFilters } from '../../test-support';
import { renderBar } from './render-bar';

/**
 * Fake timeouts only (React's scheduler runs on setImmediate, which must stay real). Testing
 * Library advances fake timers after each user action only when it sees Jest's, so it is told
 * how to advance Vitest's.
 */
function useFakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const keywordBox = () => screen.getByRole('textbox', { name: 'Keywords' });
const dropdown = (name: string) => screen.getByRole('combobox', { name });

describe('job search bar: loading and the initial model', { timeout: 20_000 }, () => {
  it('is disabled until the filter options load', () => {
    const bar = renderBar({ filterOptions: undefined });

    expect(keywordBox()).toBeDisabled();
    expect(dropdown('Talent communities')).toBeDisabled();
    expect(dropdown('Work types')).toBeDisabled();
    expect(dropdown('Work options')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Location' })).toBeDisabled();
    expect(bar.onInitialModel).not.toHaveBeenCalled();

    bar.update(buildFilters());

    expect(keywordBox()).toBeEnabled();
    expect(dropdown('Talent communities')).toBeEnabled();
    expect(bar.onInitialModel).toHaveBeenCalledTimes(1);
  });

  it('builds its model from the saved search against the options and emits it once', () => {
    const bar = renderBar({
      filterOptions: buildFilters(),
      model: {
        ...emptySearchModel(),
        keywords: 'nurse',
        talentCommunities: ['tasman', 'left-this-community'],
        flexibleWorkOptions: [2, 99],
      },
    });

    expect(bar.onInitialModel).toHaveBeenCalledExactlyOnceWith({
      ...emptySearchModel(),
      keywords: 'nurse',
      talentCommunities: ['tasman', 'tasman-data'],
      flexibleWorkOptions: [2],
    });
    expect(keywordBox()).toHaveValue('nurse');
    expect(dropdown('Talent communities')).toHaveTextContent('Tasman Digital Engineering');
    expect(dropdown('Work options')).toHaveTextContent('Hybrid');
    expect(bar.onChange).not.toHaveBeenCalled();
    expect(bar.onNoTalentCommunities).not.toHaveBeenCalled();
  });

  it('emits no-talent-communities when that filter shows and has no communities', () => {
    const bar = renderBar({ filterOptions: buildFilters({ talentCommunities: [] }) });
    expect(bar.onNoTalentCommunities).toHaveBeenCalledTimes(1);
  });

  it('does not when the bar shows categories instead', () => {
    const bar = renderBar({
      config: defaultSearchBarConfig,
      filterOptions: buildFilters({ talentCommunities: [] }),
    });
    expect(bar.onInitialModel).toHaveBeenCalledTimes(1);
    expect(bar.onNoTalentCommunities).not.toHaveBeenCalled();
  });

  it('shows each filter with its placeholder', () => {
    renderBar({ filterOptions: buildFilters() });

    expect(keywordBox()).toHaveAttribute('placeholder', 'Enter keyword, role name or ID');
    expect(dropdown('Talent communities')).toHaveTextContent('All talent communities');
    expect(dropdown('Work types')).toHaveTextContent('All work types');
    expect(dropdown('Work options')).toHaveTextContent('All work options');
    expect(screen.queryByRole('combobox', { name: 'Categories' })).not.toBeInTheDocument();
  });
});

describe('job search bar: keywords', { timeout: 20_000 }, () => {
  it('emits typing after a 1-second pause, not before', async () => {
    const bar = renderBar({ filterOptions: buildFilters(), fakeTimers: true });
    useFakeTimeouts();

    await bar.user.type(keywordBox(), 'nurse');
    expect(bar.onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(999));
    expect(bar.onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));

    expect(bar.onChange).toHaveBeenCalledTimes(1);
    expect(bar.lastChange()?.keywords).toBe('nurse');
  });

  it('restarts the pause with each key', async () => {
    const bar = renderBar({ filterOptions: buildFilters(), fakeTimers: true });
    useFakeTimeouts();

    await bar.user.type(keywordBox(), 'nu');
    act(() => vi.advanceTimersByTime(800));
    await bar.user.type(keywordBox(), 'rse');
    act(() => vi.advanceTimersByTime(800));
    expect(bar.onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));

    expect(bar.onChange).toHaveBeenCalledTimes(1);
    expect(bar.lastChange()?.keywords).toBe('nurse');
  });

  it('emits at once on Enter, and not again after the pause', async () => {
    const bar = renderBar({ filterOptions: buildFilters(), fakeTimers: true });
    useFakeTimeouts();

    await bar.user.type(keywordBox(), 'nurse{Enter}');
    expect(bar.onChange).toHaveBeenCalledTimes(1);
    expect(bar.lastChange()?.keywords).toBe('nurse');
    act(() => vi.advanceTimersByTime(1000));
    expect(bar.onChange).toHaveBeenCalledTimes(1);
  });

  it('clears at once with the clear button', async () => {
    const bar = renderBar({
      filterOptions: buildFilters(),
      model: { ...emptySearchModel(), keywords: 'nurse' },
      fakeTimers: true,
    });
    useFakeTimeouts();

    await bar.user.click(screen.getByRole('button', { name: 'Clear keywords' }));

    expect(bar.onChange).toHaveBeenCalledTimes(1);
    expect(bar.lastChange()?.keywords).toBe('');
    expect(keywordBox()).toHaveValue('');
  });
});

describe('job search bar: dropdown filters emit at once', { timeout: 20_000 }, () => {
  it('work types', async () => {
    const bar = renderBar({ filterOptions: buildFilters() });

    await bar.user.click(dropdown('Work types'));
    await bar.user.click(await screen.findByRole('option', { name: 'Part time' }));

    expect(bar.onChange).toHaveBeenCalledTimes(1);
    expect(bar.lastChange()?.workTypes).toEqual([2]);
    expect(dropdown('Work types')).toHaveTextContent('Part time');
  });

  it('talent communities: a parent brings its sub-communities', async () => {
    const bar = renderBar({ filterOptions: buildFilters() });

    await bar.user.click(dropdown('Talent communities'));
    const list = await screen.findByRole('listbox', { name: 'Talent communities' });
    expect(within(list).getByRole('option', { name: 'Tasman Data' })).toHaveAttribute(
      'aria-level',
      '2',
    );
    await bar.user.click(within(list).getByRole('option', { name: 'Tasman Digital Engineering' }));

    expect(bar.lastChange()?.talentCommunities).toEqual(['tasman', 'tasman-data']);
  });

  it("work options show the total label 'All' when every option is chosen", async () => {
    const bar = renderBar({ filterOptions: buildFilters() });

    await bar.user.click(dropdown('Work options'));
    for (const name of ['On-site', 'Hybrid', 'Remote']) {
      await bar.user.click(await screen.findByRole('option', { name }));
    }

    expect(bar.onChange).toHaveBeenCalledTimes(3);
    expect(bar.lastChange()?.flexibleWorkOptions).toEqual([1, 2, 3]);
    expect(dropdown('Work options')).toHaveTextContent(/^All$/);
  });

  it('can be worked with the keyboard alone', async () => {
    const bar = renderBar({ filterOptions: buildFilters() });

    dropdown('Work types').focus();
    await bar.user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(bar.lastChange()?.workTypes).toEqual([2]);
  });

  it('categories with sub-categories, when the config asks for them', async () => {
    const bar = renderBar({ config: defaultSearchBarConfig, filterOptions: buildFilters() });
    expect(screen.queryByRole('combobox', { name: 'Talent communities' })).not.toBeInTheDocument();
    expect(dropdown('Categories')).toHaveTextContent('All categories');

    await bar.user.click(dropdown('Categories'));
    await bar.user.click(await screen.findByRole('option', { name: 'Payroll' }));

    expect(bar.lastChange()?.categories).toEqual([{ category: 1, subCategories: [101] }]);
  });

  it('work locations instead of the location search, when the config asks for them', async () => {
    const bar = renderBar({
      config: { ...defaultSearchBarConfig, locationFilter: 'WorkLocations' },
      filterOptions: buildFilters(),
    });
    expect(screen.queryByRole('textbox', { name: 'Location' })).not.toBeInTheDocument();
    expect(dropdown('Work locations')).toHaveTextContent('All locations');

    await bar.user.click(dropdown('Work locations'));
    await bar.user.click(await screen.findByRole('option', { name: 'Sydney Studio' }));

    expect(bar.lastChange()?.workLocations).toEqual(['6f1c2a7e-5b2d-4a57-9d4f-0a0d1c2b3e4f']);
  });

  it('shows a search restored from outside (back button)', () => {
    const bar = renderBar({ filterOptions: buildFilters() });

    bar.update(buildFilters(), { ...emptySearchModel(), keywords: 'chef', workTypes: [1] });

    expect(keywordBox()).toHaveValue('chef');
    expect(dropdown('Work types')).toHaveTextContent('Full time');
    expect(bar.onChange).not.toHaveBeenCalled();
  });
});
