import type { DisplayScreen, DisplaySettings } from '@/api/contract/display';
import { maskName } from '@/utils/mask-name';
import { isRecord } from '@/utils/objects';
import type { DemoAccount } from './accounts';
import { revokeSession } from './auth-state';
import { isStudentName } from './district/names';
import { hmacHex, randomId } from './hmac';

/**
 * The demo API's screens (display links, docs/api.md "Display links"). The HTTP demo API keeps them in memory (one
 * process for every browser); the in-page demo keeps them in the worker's IndexedDB (registerDisplayStore, from
 * ./engine.worker.ts), so that a link made in one tab opens in another, and a revoked screen stays revoked.
 */

/** A pairing code works this long after the screen is made (and once). */
const CODE_SECONDS = 24 * 3600;
/** Unambiguous characters (no 0/O, 1/I): the code is read off one screen and typed on another. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const HASH_KEY = 'srp-demo-api/display-key';

interface StoredScreen extends DisplaySettings {
  id: string;
  /** The creator: whose school or district the screen shows. */
  login: string;
  organizationId: number | null;
  unitName: string;
  createdAt: string;
  /** Only the key's hash is kept. */
  keyHash: string;
  code: string;
  codeExpiresAt: number;
  codeUsed: boolean;
  revoked: boolean;
  lastCheckIn: DisplayScreen['lastCheckIn'];
}

interface DisplayStore {
  save: (screens: StoredScreen[]) => void;
}

let screens: StoredScreen[] = [];
let store: DisplayStore | undefined;

/** The in-page demo's worker: screens come from its IndexedDB and go back to it after every change. */
export function registerDisplayStore(saved: unknown, next: DisplayStore): void {
  if (Array.isArray(saved)) screens = saved.filter((s): s is StoredScreen => isRecord(s) && typeof s.id === 'string');
  for (const s of screens) if (s.revoked) revokeSession(displaySessionId(s.id));
  store = next;
}

const changed = () => store?.save(screens);

/** The session every token of a screen belongs to: revoking the screen ends it (./auth-state.ts). */
export const displaySessionId = (id: string) => `display-${id}`;

const unitOf = (account: DemoAccount) => account.profile.organizationName ?? account.profile.libraryName ?? '';

function pairingCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

function publicScreen(s: StoredScreen): DisplayScreen {
  return {
    id: s.id,
    name: s.name,
    mode: s.mode,
    pages: s.pages,
    seconds: s.seconds,
    yearId: s.yearId,
    unitName: s.unitName,
    createdBy: s.login,
    createdAt: s.createdAt,
    lastCheckIn: s.lastCheckIn,
  };
}

/** The screens of the account's unit (its organisation), newest first; revoked ones are not listed. */
export function listScreens(account: DemoAccount): DisplayScreen[] {
  return screens
    .filter((s) => !s.revoked && s.organizationId === (account.profile.organizationId ?? null))
    .map(publicScreen)
    .reverse();
}

export function createScreen(account: DemoAccount, settings: DisplaySettings, now: number = Date.now()) {
  const key = randomId(24);
  const screen: StoredScreen = {
    ...settings,
    yearId: settings.yearId ?? null,
    id: randomId(9),
    login: account.login,
    organizationId: account.profile.organizationId ?? null,
    unitName: unitOf(account),
    createdAt: new Date(now).toISOString(),
    keyHash: hmacHex(HASH_KEY, key),
    code: pairingCode(),
    codeExpiresAt: now + CODE_SECONDS * 1000,
    codeUsed: false,
    revoked: false,
    lastCheckIn: null,
  };
  screens.push(screen);
  changed();
  return { screen: publicScreen(screen), key, code: screen.code, codeExpiresAt: new Date(screen.codeExpiresAt).toISOString() };
}

/** Revokes a screen of the account's unit: its tokens end at once. False when there is no such screen. */
export function revokeScreen(account: DemoAccount, id: string): boolean {
  const screen = screens.find((s) => s.id === id && !s.revoked && s.organizationId === (account.profile.organizationId ?? null));
  if (!screen) return false;
  screen.revoked = true;
  revokeSession(displaySessionId(id));
  changed();
  return true;
}

/**
 * The screen a key or an unused, unexpired pairing code stands for (a code is spent here), with the key to keep;
 * undefined when it is unknown or revoked. A code's answer names a new key (the old one, only hashed, is not known).
 */
export function redeemScreen(
  input: { key?: string; code?: string },
  now: number = Date.now(),
): { screen: StoredScreen; key: string } | undefined {
  if (input.key) {
    const hash = hmacHex(HASH_KEY, input.key);
    const screen = screens.find((s) => s.keyHash === hash && !s.revoked);
    return screen ? { screen, key: input.key } : undefined;
  }
  const screen = screens.find((s) => s.code === input.code && !s.revoked && !s.codeUsed && s.codeExpiresAt > now);
  if (!screen) return undefined;
  const key = randomId(24);
  screen.codeUsed = true;
  screen.keyHash = hmacHex(HASH_KEY, key);
  changed();
  return { screen, key };
}

export function checkIn(id: string, report: { page: string; build: string; uptimeSeconds: number }, now: number = Date.now()) {
  const screen = screens.find((s) => s.id === id && !s.revoked);
  if (!screen) return undefined;
  screen.lastCheckIn = { at: new Date(now).toISOString(), ...report };
  changed();
  return screen.lastCheckIn;
}

/** An answer for a display token: every student name in it masked, whichever field holds it (a public screen). */
export function maskStudentNames<T>(value: T): T {
  if (typeof value === 'string') return (isStudentName(value) ? maskName(value) : value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => maskStudentNames(v)) as T;
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskStudentNames(v)])) as T;
  return value;
}
