/**
 * One user per browser (docs/rules.md#session): the tabs of the app tell each other when a session begins or ends,
 * over a BroadcastChannel (a tab does not hear its own messages). A tab that shows another session than the
 * browser's reloads into the new one; a tab whose session ended goes to the login page. The request wrapper's token
 * check (src/stores/session.ts) stops a tab that missed a message from sending another user's token.
 */
export type SessionMessage = { type: 'signed-in'; sid: string } | { type: 'signed-out'; sid: string | undefined };

/** What a tab does about a message: reload into the new session, end its own, or nothing. */
export type SessionReaction = 'reload' | 'sign-out' | 'none';

/**
 * The reaction of a tab that shows the session `mySid` (undefined: no session, e.g. the login page). Pure
 * (tests/unit/session-tokens.test.ts).
 */
export function reactToSessionMessage(message: SessionMessage, mySid: string | undefined): SessionReaction {
  if (message.type === 'signed-in') return message.sid === mySid ? 'none' : 'reload';
  if (mySid === undefined) return 'none';
  return message.sid === undefined || message.sid === mySid ? 'sign-out' : 'none';
}

const CHANNEL = 'srp-session';
let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  // Node's channel (the tests) would keep the process alive.
  (channel as unknown as { unref?: () => void } | null)?.unref?.();
  return channel;
}

export function postSessionMessage(message: SessionMessage): void {
  open()?.postMessage(message);
}

function isSessionMessage(data: unknown): data is SessionMessage {
  const d = data as Partial<SessionMessage> | null;
  return !!d && (d.type === 'signed-in' || d.type === 'signed-out');
}

/** Calls `handler` with the messages of the other tabs; returns the unsubscribe function. */
export function onSessionMessage(handler: (message: SessionMessage) => void): () => void {
  const ch = open();
  if (!ch) return () => {};
  const listener = (event: MessageEvent<unknown>) => {
    if (isSessionMessage(event.data)) handler(event.data);
  };
  ch.addEventListener('message', listener);
  return () => ch.removeEventListener('message', listener);
}
