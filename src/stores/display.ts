import { create } from 'zustand';
import { registerRenewer, registerUnauthorizedHandler } from '@/api/request-context';
import { renewOnce } from '@/api/renewal';
import { ApiError } from '@/api/errors';
import type { DisplaySettings } from '@/api/contract/display';
import { readSession, renewDelay, withRenewalLock, writeSession } from '@/utils/stored-session';
import { useSession } from './session';

/**
 * A display link's session (docs/rules.md#session, "Display links"): a TV on a wall holds a screen's key instead of a
 * staff account. The key is kept in localStorage (it outlives a reboot); the backend exchanges it for a short-lived
 * read-only token, which becomes the browser's session as any other (its cookies end with the browser). Then, in place
 * of the staff session's refresh token:
 * - the token is renewed before it expires by exchanging the key again;
 * - a 401 is met by one more exchange and the call sent again (src/api/renewal.ts);
 * - a start without a token (a reboot) exchanges the key before the first page (src/app/guard.ts);
 * - when the backend refuses the key (the screen was revoked) the TV shows 授权已失效 · 屏幕「…」 at /display, never
 *   the login form; when it cannot be reached, the wall stays as it is and tries again.
 */

export type DisplayScreen = DisplaySettings & { id: string; unitName: string };

interface StoredDisplay {
  key: string;
  screen: DisplayScreen;
  /** The browser session the screen's token opened (StoredSession.sid): another one (staff signing in) is not the screen's. */
  sid?: string;
  /** The backend refused the key: the screen was revoked. */
  revoked?: boolean;
}

/** Where the screen's key lives (one screen per browser: a TV). */
const DISPLAY_STORAGE_KEY = 'srp:display';

/** Where a screen starts and where it says that it was revoked or asks for a pairing code. */
export const DISPLAY_PATH = '/display';

function readStored(): StoredDisplay | undefined {
  try {
    const raw = localStorage.getItem(DISPLAY_STORAGE_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<StoredDisplay>;
    return typeof value.key === 'string' && value.screen && typeof value.screen.name === 'string' ? (value as StoredDisplay) : undefined;
  } catch {
    return undefined;
  }
}

function writeStored(value: StoredDisplay): void {
  try {
    localStorage.setItem(DISPLAY_STORAGE_KEY, JSON.stringify(value));
  } catch {
    /* storage unavailable: the screen works until the browser closes */
  }
}

interface DisplayState {
  /** The screen this browser shows, once its key is known; undefined on any other browser. */
  screen: DisplayScreen | undefined;
  revoked: boolean;
}

const initial = readStored();

export const useDisplay = create<DisplayState>(() => ({ screen: initial?.screen, revoked: !!initial?.revoked }));

/** Why an exchange failed: the backend refused the key or code (revoked, unknown), or it could not be asked. */
export class DisplayRefused extends Error {}

const refusedStatus = (error: unknown) =>
  error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500;

const displayApi = () => import('./display-api');

let renewTimer: ReturnType<typeof setTimeout> | undefined;

/** Renews the screen's token before it expires; after a failed attempt (offline) tries again, not at once (renewDelay). */
function scheduleRenewal(retry = false): void {
  clearTimeout(renewTimer);
  const stored = readSession();
  // A revoked screen has nothing to renew (its key is refused): no timer.
  if (!stored?.expiresAt || useDisplay.getState().revoked) return;
  renewTimer = setTimeout(
    () => {
      const token = readSession()?.access;
      if (token) void renewOnce(token).then((renewed) => scheduleRenewal(!renewed));
    },
    renewDelay(stored.expiresAt, Date.now(), retry),
  );
}

function markRevoked(): void {
  const stored = readStored();
  if (stored) writeStored({ ...stored, revoked: true });
  useDisplay.setState({ revoked: true });
  clearTimeout(renewTimer);
}

/** Whether the browser's session is the screen's (or there is none yet): a staff sign-in since is not. */
function screenSession(stored: StoredDisplay | undefined): stored is StoredDisplay {
  const session = readSession();
  // No sid yet: the screen's session is being opened (openScreenSession).
  return !!stored && (!session || stored.sid === undefined || session.sid === stored.sid);
}

/** Opens the session of a screen's grant in this browser and notes its id. */
async function openScreenSession(key: string, grant: { access_token: string; expires_in: number; screen: DisplayScreen }) {
  const staff = !!readSession() && !screenSession(readStored());
  writeStored({ key, screen: grant.screen });
  useDisplay.setState({ screen: grant.screen, revoked: false });
  // A staff session of this browser (the link opened where someone is signed in, after asking) ends at the server.
  await useSession.getState().openSession(grant, { replacing: staff });
  writeStored({ key, screen: grant.screen, sid: useSession.getState().sessionId });
  scheduleRenewal();
}

let registered = false;

/**
 * From the first screen on: renewal by exchange, and a refused key leads to the revoked screen (never /login) — as
 * long as the browser's session is the screen's; a staff session signed in since keeps the staff session's rules.
 */
function registerDisplaySession(): void {
  if (registered) return;
  registered = true;
  const staffRenewer = registerRenewer((staleToken) => {
    if (!screenSession(readStored())) return staffRenewer(staleToken);
    return withRenewalLock(async () => {
      const session = readSession();
      if (session && session.access !== staleToken) return true;
      const stored = readStored();
      if (!stored || stored.revoked) return false;
      try {
        const grant = await (await displayApi()).postDisplayExchange({ key: stored.key });
        if (session) {
          writeSession({ ...session, access: grant.access_token, expiresAt: Date.now() + grant.expires_in * 1000 });
          useSession.setState({ token: grant.access_token });
          scheduleRenewal();
        } else await openScreenSession(grant.key, grant);
        return true;
      } catch (error) {
        if (refusedStatus(error)) markRevoked();
        return false;
      }
    });
  });
  const staffUnauthorized = registerUnauthorizedHandler(() => {
    if (!screenSession(readStored())) return staffUnauthorized();
    return useDisplay.getState().revoked ? DISPLAY_PATH : null;
  });
}

/**
 * Exchanges a key (the link's) or a pairing code for the screen's token and opens its session. Rejects with
 * DisplayRefused when the backend refuses it (the screen is then marked revoked), with the call's error when it
 * could not be asked.
 */
export async function startDisplay(input: { key: string } | { code: string }): Promise<DisplayScreen> {
  let grant;
  try {
    grant = await (await displayApi()).postDisplayExchange(input);
  } catch (error) {
    if (refusedStatus(error)) {
      if ('key' in input && readStored()?.key === input.key) markRevoked();
      throw new DisplayRefused(error instanceof Error ? error.message : '', { cause: error });
    }
    throw error;
  }
  registerDisplaySession();
  await openScreenSession(grant.key, grant);
  return grant.screen;
}

/** The screen's check-in (docs/api.md "Display links"); a failure is the next one's business. */
export async function checkInDisplay(report: { page: string; build: string; uptimeSeconds: number }): Promise<void> {
  await (await displayApi()).postDisplayCheckIn(report);
}

/** The kept key of this browser's screen, unless it was revoked: a wall's start without a token exchanges it (guard). */
export function keptDisplayKey(): string | undefined {
  const stored = readStored();
  return stored && !stored.revoked ? stored.key : undefined;
}

/** Whether this browser has a staff session (not a screen's): /display asks before a link replaces it. */
export function staffSignedIn(): boolean {
  return !!readSession() && !screenSession(readStored());
}

/** Whether this browser's session is a screen's (the guard: such a session never goes to the login page). */
export function onScreenSession(): boolean {
  return screenSession(readStored()) && !!useDisplay.getState().screen;
}

if (initial) {
  registerDisplaySession();
  if (!initial.revoked && screenSession(initial)) scheduleRenewal();
}
