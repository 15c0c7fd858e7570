// The communities text search: debounced by 1000 ms and de-duplicated (spec 3 section 5).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { CommunitySearchInput } from './community-search-input';

/**
 * Fake timeouts only (React's scheduler runs on setImmediate, which must stay real). Testing
 * Library advances fake timers after each user action only when it sees Jest's, so it is told
 * how to advance Vitest's; user-event is told too.
 */
function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

function renderInput(value = '') {
  const onSearch = vi.fn<(text: string) => void>();
  const ui = (given: string) => (
    <AppProviders queryClient={createQueryClient()} i18n={i18next} env="test">
      <CommunitySearchInput value={given} onSearch={onSearch} />
    </AppProviders>
  );
  const view = render(ui(value));
  fakeTimeouts();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return {
    user,
    onSearch,
    /** The page shows another search (a search made, the back button). */
    showSearch: (given: string) => view.rerender(ui(given)),
  };
}

const box = () => screen.getByRole('searchbox', { name: 'Search' });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('communities text search', { timeout: 20_000 }, () => {
  it('searches 1000 ms after typing stops, not before', async () => {
    const input = renderInput();

    await input.user.type(box(), 'nurse');
    wait(999);
    expect(input.onSearch).not.toHaveBeenCalled();
    wait(1);

    expect(input.onSearch).toHaveBeenCalledExactlyOnceWith('nurse');
  });

  it('restarts the pause with each key', async () => {
    const input = renderInput();

    await input.user.type(box(), 'nu');
    wait(800);
    await input.user.type(box(), 'rse');
    wait(800);
    expect(input.onSearch).not.toHaveBeenCalled();
    wait(200);

    expect(input.onSearch).toHaveBeenCalledExactlyOnceWith('nurse');
  });

  it('does not search again for the same text twice in a row', async () => {
    const input = renderInput();
    await input.user.type(box(), 'nurse');
    wait(1000);
    input.showSearch('nurse');

    // A key typed and taken back within the pause: the same text again.
    await input.user.type(box(), 's{Backspace}');
    wait(1000);
    // Spaces around the text make no new search either.
    await input.user.type(box(), ' ');
    wait(1000);

    expect(input.onSearch).toHaveBeenCalledExactlyOnceWith('nurse');
  });

  it('does not search for the text the page already shows', async () => {
    const input = renderInput('nurse');

    await input.user.type(box(), 'x{Backspace}{Enter}');
    wait(1000);

    expect(input.onSearch).not.toHaveBeenCalled();
  });

  it('searches at once on Enter, and not again after the pause', async () => {
    const input = renderInput();

    await input.user.type(box(), 'nurse{Enter}');
    expect(input.onSearch).toHaveBeenCalledExactlyOnceWith('nurse');
    wait(1000);

    expect(input.onSearch).toHaveBeenCalledTimes(1);
  });

  it('clears the search at once with the clear button', async () => {
    const input = renderInput('nurse');

    await input.user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(input.onSearch).toHaveBeenCalledExactlyOnceWith('');
    expect(box()).toHaveValue('');
  });

  it('keeps the box as typed when its search is made', async () => {
    const input = renderInput();
    await input.user.type(box(), 'nurse ');
    wait(1000);
    input.showSearch('nurse');

    expect(input.onSearch).toHaveBeenCalledExactlyOnceWith('nurse');
    expect(box()).toHaveValue('nurse ');
  });

  it('shows the text of a search restored from elsewhere', () => {
    const input = renderInput('nurse');
    input.showSearch('data');
    expect(box()).toHaveValue('data');
  });
});
