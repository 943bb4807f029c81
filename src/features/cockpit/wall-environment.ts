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

/** Reloads at `url` if the server answers; false (and no reload) when it does not. */
export async function reloadIfReachable(url: string): Promise<boolean> {
  try {
    await wallEnvironment.fetchIndex();
  } catch {
    return false;
  }
  wallEnvironment.reload(url);
  return true;
}
