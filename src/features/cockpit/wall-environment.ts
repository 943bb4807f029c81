/**
 * What the wall does to the browser outside React: ask the server for index.html (a reachability probe and the
 * new-build check) and reload the page. One object, so that tests can replace its functions.
 */
export const wallEnvironment = {
  /** The index.html the server serves now; rejects when the server cannot be reached. */
  fetchIndex: async (): Promise<string> => {
    const res = await fetch(import.meta.env.BASE_URL, { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) throw new Error(`index.html: HTTP ${res.status}`);
    return res.text();
  },
  /** A full reload at `url` (replacing the history entry). */
  reload: (url: string): void => {
    window.location.replace(url);
  },
  /** The entry script of the running page (Vite: /assets/index-<hash>.js), or null (nothing to compare). */
  runningEntry: (): string | null => document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null,
};

/** Reloads at `url` if the server answers (after `before`); false (and no reload) when it does not. */
export async function reloadIfReachable(url: string, before?: () => void): Promise<boolean> {
  try {
    await wallEnvironment.fetchIndex();
  } catch {
    return false;
  }
  before?.();
  wallEnvironment.reload(url);
  return true;
}

/** Where a paused wall notes, before it reloads itself, that it was paused (this tab only). */
const PAUSED_KEY = 'srp-wall-paused';

/** Before an unattended reload of a paused wall: the page that loads comes back paused. */
export function keepPauseAcrossReload(): void {
  try {
    sessionStorage.setItem(PAUSED_KEY, '1');
  } catch {
    /* no storage: the wall comes back rotating */
  }
}

/** Whether this load is a paused wall's own reload (the note stays until forgetKeptPause). */
export function keptPause(): boolean {
  try {
    return sessionStorage.getItem(PAUSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Once the wall has come back paused: the note goes (a later load starts as its URL says). */
export function forgetKeptPause(): void {
  try {
    sessionStorage.removeItem(PAUSED_KEY);
  } catch {
    /* nothing kept */
  }
}
