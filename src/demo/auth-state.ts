/**
 * What the demo API remembers of sessions, in memory: revoked sessions (logout), and what may be used once (launch
 * nonces, sign-on codes and tickets, refresh tokens: a renewal rotates them). The HTTP demo API
 * (scripts/demo-api-server.mjs) is one process, so it remembers for every browser; the in-page demo runs one worker per
 * page load, which forgets at a reload (docs/api.md, "The demo API's sign-on").
 */

const revoked = new Set<string>();
/** id → when it may be forgotten (ms): after its own expiry a reuse is refused as expired anyway. */
const used = new Map<string, number>();
const MAX_USED = 10_000;

export function revokeSession(sid: string): void {
  revoked.add(sid);
}

export function sessionRevoked(sid: string): boolean {
  return revoked.has(sid);
}

/**
 * Marks `id` (of kind `kind`) used; false when it was used already. `until` is when it expires (ms), after which it
 * need not be remembered.
 */
export function spendOnce(kind: string, id: string, until: number, now: number = Date.now()): boolean {
  const key = `${kind}:${id}`;
  if (used.has(key)) return false;
  if (used.size >= MAX_USED) {
    for (const [k, forgetAt] of used) if (forgetAt < now) used.delete(k);
  }
  used.set(key, until);
  return true;
}
