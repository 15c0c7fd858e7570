import { notifications } from '@mantine/notifications';
import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../test/mock-api';
import { renderToasts } from '../../test/render-toasts';
import { useAppVersionCheck } from './use-app-version-check';

const TEN_MINUTES = 600_000;
const VERSION_CALL = 'GET /cf-api/app-versions/talent_production';

function versionApi(version: string) {
  return mockApi({
    [VERSION_CALL]: { body: { appId: 'talent', environmentId: 'production', version } },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this clears the cookie the check reads.
  document.cookie = 'talent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('app version check', () => {
  it('asks for the latest version every 10 minutes', async () => {
    const api = versionApi('1.0.2447');
    renderHook(() =>
      useAppVersionCheck({ environmentId: 'production', runningVersion: '1.0.2447' }),
    );

    await vi.advanceTimersByTimeAsync(TEN_MINUTES - 1);
    expect(callsTo(api, VERSION_CALL)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(callsTo(api, VERSION_CALL)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(TEN_MINUTES);
    expect(callsTo(api, VERSION_CALL)).toHaveLength(2);
  });

  it('warns once when the latest version is newer than the running one', async () => {
    versionApi('1.0.2448');
    const onOutOfDate = vi.fn();
    renderHook(() =>
      useAppVersionCheck({ environmentId: 'production', runningVersion: '1.0.2447', onOutOfDate }),
    );

    await vi.advanceTimersByTimeAsync(TEN_MINUTES * 3);

    expect(onOutOfDate).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when the running version is the latest', async () => {
    versionApi('1.0.2447');
    const onOutOfDate = vi.fn();
    renderHook(() =>
      useAppVersionCheck({ environmentId: 'production', runningVersion: '1.0.2447', onOutOfDate }),
    );

    await vi.advanceTimersByTimeAsync(TEN_MINUTES * 2);

    expect(onOutOfDate).not.toHaveBeenCalled();
  });

  it('compares with the version this build was made from by default', async () => {
    versionApi('1.0.2447');
    const onOutOfDate = vi.fn();
    renderHook(() => useAppVersionCheck({ environmentId: 'production', onOutOfDate }));

    await vi.advanceTimersByTimeAsync(TEN_MINUTES);

    expect(__APP_VERSION__).toBe('1.0.2447');
    expect(onOutOfDate).not.toHaveBeenCalled();
  });

  it('is skipped in the local environment', async () => {
    const api = mockApi({});
    renderHook(() => useAppVersionCheck({ environmentId: 'local', runningVersion: '1.0.0' }));

    await vi.advanceTimersByTimeAsync(TEN_MINUTES * 2);

    expect(api).not.toHaveBeenCalled();
  });

  it('is skipped when a cookie named for the app key exists', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this sets the cookie the check reads.
    document.cookie = 'talent=1; path=/';
    const api = versionApi('9.9.9');
    renderHook(() => useAppVersionCheck({ environmentId: 'production', runningVersion: '1.0.0' }));

    await vi.advanceTimersByTimeAsync(TEN_MINUTES * 2);

    expect(api).not.toHaveBeenCalled();
  });

  it('keeps checking after a failed call', async () => {
    const api = mockApi({
      [VERSION_CALL]: { status: 503, body: { message: 'Down', code: 'UNAVAILABLE' } },
    });
    renderHook(() => useAppVersionCheck({ environmentId: 'production', runningVersion: '1.0.0' }));

    await vi.advanceTimersByTimeAsync(TEN_MINUTES * 2);

    expect(callsTo(api, VERSION_CALL)).toHaveLength(2);
  });

  it('shows the warning toast with the exact texts', async () => {
    versionApi('1.0.2448');
    const show = vi.spyOn(notifications, 'show');
    renderToasts();
    renderHook(() =>
      useAppVersionCheck({ environmentId: 'production', runningVersion: '1.0.2447' }),
    );

    await act(() => vi.advanceTimersByTimeAsync(TEN_MINUTES));

    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'yellow' }));
    expect(screen.getByText('This app is out of date')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You are using an older version of the product. Please save any outstanding changes and refresh to get the latest version.',
      ),
    ).toBeInTheDocument();
  });
});
