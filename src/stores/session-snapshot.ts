import type { Library, Profile } from '@/api/contract/auth';
import type { SchoolYear } from './constants';

/**
 * What a session load fetched: the profile and the calls after it (docs/rules.md#session). The session's state is
 * made from it, the same way whether it was just fetched or restored from the snapshot below.
 */
export interface SessionData {
  profile: Profile;
  libraries: Library[];
  initial: { regionType?: string | null; addr?: string | null; semesterId?: number | null } | null;
  /** null: the call failed (the failure is shown once, when it was fetched). */
  roleType: { userType?: string } | null;
  lesseeId: string | number | null;
  years: { data: SchoolYear[]; current?: number | null } | null;
}

interface Snapshot {
  /** The browser session (StoredSession.sid) it belongs to: a snapshot is never used for another sign-in. */
  sid: string;
  savedAt: number;
  data: SessionData;
}

/**
 * The last session load of this browser's session, kept so that a reload or a new tab draws its page at once and
 * revalidates the session meanwhile (src/app/guard.ts): the profile call and the five after it no longer stand
 * before the page's own calls. One per browser, in localStorage; it names the sign-in it belongs to and is dropped
 * when that session ends, when another one is read, and after MAX_AGE_MS.
 */
const KEY = 'srp:session-snapshot';
export const SNAPSHOT_MAX_AGE_MS = 24 * 3_600_000;

export function writeSnapshot(sid: string, data: SessionData, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ sid, savedAt: now, data } satisfies Snapshot));
  } catch {
    /* storage full or refused: the next load simply waits for the profile */
  }
}

export function clearSnapshot(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing stored */
  }
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The shape the session needs; anything else (another version's, a hand-edited one) is not used. */
function isSessionData(x: unknown): x is SessionData {
  if (!isObject(x) || !isObject(x.profile) || !Array.isArray(x.libraries)) return false;
  const { profile, libraries, years } = x;
  if (typeof profile.login !== 'string' || !Array.isArray(profile.authorities) || profile.authorities.length === 0) return false;
  if (!profile.authorities.every((r) => typeof r === 'string')) return false;
  if (!libraries.every((l) => isObject(l) && typeof l.id === 'number')) return false;
  if (years !== null && !(isObject(years) && Array.isArray(years.data))) return false;
  return (x.initial === null || isObject(x.initial)) && (x.roleType === null || isObject(x.roleType));
}

/** The snapshot of session `sid`, if there is a usable one; any other is removed. */
export function readSnapshot(sid: string | undefined, now = Date.now()): SessionData | undefined {
  let raw: string | null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (
      sid !== undefined &&
      isObject(parsed) &&
      parsed.sid === sid &&
      typeof parsed.savedAt === 'number' &&
      parsed.savedAt <= now &&
      now - parsed.savedAt < SNAPSHOT_MAX_AGE_MS &&
      isSessionData(parsed.data)
    )
      return parsed.data;
  } catch {
    /* not JSON: dropped below */
  }
  clearSnapshot();
  return undefined;
}
