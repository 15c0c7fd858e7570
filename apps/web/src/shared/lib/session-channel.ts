// Tabs of the app tell each other when the signed-in identity changes, so a tab still showing
// another user's data can warn (spec 1 section 4, session change).
export const SESSION_CHANNEL_NAME = 'talent-session';

export interface SessionChangeMessage {
  type: 'signed-in' | 'signed-out';
  /** The user now signed in, null after a sign-out. */
  userId: string | null;
}

export function isSessionChangeMessage(data: unknown): data is SessionChangeMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, userId } = data as Record<string, unknown>;
  return (
    (type === 'signed-in' || type === 'signed-out') &&
    (typeof userId === 'string' || userId === null)
  );
}

export function openSessionChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(SESSION_CHANNEL_NAME);
}

/** Tells the other tabs (a channel does not deliver to its own sender). */
export function broadcastSessionChange(message: SessionChangeMessage): void {
  const channel = openSessionChannel();
  if (!channel) return;
  channel.postMessage(message);
  channel.close();
}
