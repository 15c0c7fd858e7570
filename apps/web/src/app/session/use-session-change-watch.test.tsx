import { notifications } from '@mantine/notifications';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHANNEL_NAME, type SessionChangeMessage } from '../../shared/lib/session-channel';
import { buildSession } from '../../test/fixtures';
import { callsTo, mockApi } from '../../test/mock-api';
import { renderToasts } from '../../test/render-toasts';
import { SESSION_CHANGED_TOAST_DURATION, showSessionChangedToast } from './session-changed-toast';
import { useSessionChangeWatch } from './use-session-change-watch';

const otherTabs: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of otherTabs.splice(0)) channel.close();
});

/** Another tab of the app, posting on the shared channel. */
function postFromOtherTab(message: SessionChangeMessage) {
  const channel = new BroadcastChannel(SESSION_CHANNEL_NAME);
  otherTabs.push(channel);
  channel.postMessage(message);
}

describe('session change watch', () => {
  it('warns when another tab signs in as someone else', async () => {
    const onChange = vi.fn();
    renderHook(() => useSessionChangeWatch('user-1', onChange));

    postFromOtherTab({ type: 'signed-in', userId: 'user-2' });

    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
  });

  it('stays quiet when another tab signs in as the same user', async () => {
    const onChange = vi.fn();
    const { unmount } = renderHook(() => useSessionChangeWatch('user-1', onChange));
    // A probe on the same channel: once it has the message, the hook has had it too.
    const probe = new BroadcastChannel(SESSION_CHANNEL_NAME);
    otherTabs.push(probe);
    const delivered = new Promise((resolve) => probe.addEventListener('message', resolve));

    postFromOtherTab({ type: 'signed-in', userId: 'user-1' });
    await delivered;

    expect(onChange).not.toHaveBeenCalled();
    unmount();
  });

  it('re-reads the session when the window regains focus and warns on a different user', async () => {
    const api = mockApi({
      'GET /api/talentapi/session': { body: buildSession({ userId: 'user-2' }) },
    });
    const onChange = vi.fn();
    renderHook(() => useSessionChangeWatch('user-1', onChange));

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(callsTo(api, 'GET /api/talentapi/session')).toHaveLength(1);
  });

  it('warns when the re-read finds the browser signed out', async () => {
    mockApi({
      'GET /api/talentapi/session': {
        status: 401,
        body: { message: 'Unauthorised', code: 'UNAUTHORISED' },
      },
    });
    const onChange = vi.fn();
    renderHook(() => useSessionChangeWatch('user-1', onChange));

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });

    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
  });

  it('stays quiet when the re-read finds the same user', async () => {
    const api = mockApi({
      'GET /api/talentapi/session': { body: buildSession({ userId: 'user-1' }) },
    });
    const onChange = vi.fn();
    renderHook(() => useSessionChangeWatch('user-1', onChange));

    // A re-check starts only once the previous one has compared its answer, so a second
    // request proves the first answer was looked at.
    await waitFor(() => {
      window.dispatchEvent(new Event('focus'));
      expect(callsTo(api, 'GET /api/talentapi/session').length).toBeGreaterThanOrEqual(2);
    });

    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the spec toast: an error with the exact texts that stays for an hour', async () => {
    const show = vi.spyOn(notifications, 'show');
    renderToasts();

    act(() => showSessionChangedToast());

    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', autoClose: SESSION_CHANGED_TOAST_DURATION }),
    );
    expect(SESSION_CHANGED_TOAST_DURATION).toBe(36_000_000);
    expect(await screen.findByText('Please reload to refresh your session.')).toBeInTheDocument();
    expect(screen.getByText('You signed in with another tab or window.')).toBeInTheDocument();
  });
});
