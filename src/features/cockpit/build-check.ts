/**
 * Detects a new deployment: the index.html the server now serves names another entry script than the page
 * that is running (Vite fingerprints it: /assets/index-<hash>.js). The wall then reloads at the next rotation
 * boundary, only once the server answers (a reload while offline would leave the browser's error page up).
 */

/** The first module script's src in an HTML text, or null. */
export function entryScript(html: string): string | null {
  const tags = html.match(/<script\b[^>]*>/gi) ?? [];
  for (const tag of tags) {
    if (!/\btype\s*=\s*["']?module/i.test(tag)) continue;
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag);
    if (src) return src[1];
  }
  return null;
}

/** Whether `fetchedHtml` is another build than the one whose entry script is `running`. */
export function isNewBuild(running: string | null, fetchedHtml: string): boolean {
  const fetched = entryScript(fetchedHtml);
  return running !== null && fetched !== null && fetched !== running;
}
