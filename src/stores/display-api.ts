import { call } from '@/api/client';
import { displayCheckIn, displayExchange } from '@/api/contract/display';

/**
 * A screen's calls (display links, docs/api.md "Display links"), loaded on first use by ./display.ts: the login page
 * and the admin pages do not load the request wrapper for them.
 */

/** The key or pairing code for the screen's token; quiet: the screen says what failed in its own words. */
export function postDisplayExchange(input: { key: string } | { code: string }) {
  return call(displayExchange, input, undefined, { quiet: true });
}

export function postDisplayCheckIn(report: { page: string; build: string; uptimeSeconds: number }) {
  return call(displayCheckIn, report, undefined, { quiet: true });
}
